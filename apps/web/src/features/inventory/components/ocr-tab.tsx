import { ComingNextTab } from './coming-next-tab';

/** Receipt scanner tab: image to reviewed products (spec part 2 §2). Its screen comes next; until then an honest note. */
export function OcrTab() {
  return <ComingNextTab tab="ocr" />;
}
