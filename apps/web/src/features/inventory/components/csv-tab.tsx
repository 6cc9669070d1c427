import { ComingNextTab } from './coming-next-tab';

/** Bulk CSV import tab: upload into a draft batch (spec part 2 §2). Its screen comes next; until then an honest note. */
export function CsvImportTab() {
  return <ComingNextTab tab="csv" />;
}
