/** One button of the pager: a page number, or a gap where pages are left out. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered pages to show: always the first and last page, the current page with `siblings`
 * neighbours each side, and an ellipsis for each gap. A gap of a single page shows that page
 * instead (an ellipsis hiding one number saves nothing).
 * Example, 20 pages, current 10: 1 … 9 10 11 … 20. Current 3: 1 2 3 4 … 20. Current 19: 1 … 18 19 20.
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  // first, last, current, its siblings and two gaps: at most this many buttons, so no gap below it.
  const slots = 2 * siblings + 5;
  if (totalPages <= slots) return range(1, totalPages);
  let start = Math.max(2, page - siblings);
  let end = Math.min(totalPages - 1, page + siblings);
  // Keep the same number of buttons near either end: 1 2 3 4 … 20 rather than 1 2 … 20.
  if (start <= 3) {
    start = 2;
    end = Math.max(end, slots - 2);
  }
  if (end >= totalPages - 2) {
    end = totalPages - 1;
    start = Math.min(start, totalPages - (slots - 3));
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  items.push(...range(start, end));
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

/** Pages needed for `total` rows, `pageSize` a page (at least one page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
