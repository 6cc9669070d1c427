import { ComingNextTab } from './coming-next-tab';

/** Drafts tab: pending manual, OCR and CSV batch drafts (spec part 2 §2). Its screen comes next; until then an honest note. */
export function DraftsTab() {
  return <ComingNextTab tab="drafts" />;
}
