import { type ShortageItem, type ShortagePriority, shortagePriorities } from '@assist/domain';

const rank = (priority: ShortagePriority) => shortagePriorities.indexOf(priority);

/**
 * The order the day's list shows: open items first, the most urgent first, then in the order
 * they were noted; completed items after them in the order they were noted.
 * Example: [low open, urgent done, high open] -> [high open, low open, urgent done].
 */
export function orderShortageItems(items: readonly ShortageItem[]): ShortageItem[] {
  return [...items].sort((a, b) => {
    if (a.isCompleted !== b.isCompleted) return a.isCompleted ? 1 : -1;
    if (!a.isCompleted && a.priority !== b.priority) return rank(b.priority) - rank(a.priority);
    return a.id - b.id;
  });
}

/** The marketplace search for a product: `/marketplace?search={productName}` (spec part 2 §2). */
export function marketplaceSearchPath(productName: string): string {
  return `/marketplace?search=${encodeURIComponent(productName)}`;
}
