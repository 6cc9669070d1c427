import type { ShortageItem } from '@assist/domain';
import type { ShortageItemRow } from './shortage-repository.js';

/** A shortage item as the notebook shows it (spec part 2 §3); completedAt an ISO moment or null. */
export function presentShortageItem(row: ShortageItemRow): ShortageItem {
  return {
    id: row.id,
    productName: row.productName,
    category: row.category,
    priority: row.priority,
    notes: row.notes,
    date: row.date,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
