import type { ShortageItemUpdateValues } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { type ShortageItemChange, type ShortageItemRow, updateShortageItem } from './shortage-repository.js';

/**
 * What an update writes (spec part 2 §4 "Shortage item"): completing sets completedAt to now,
 * reopening clears it; the fields sent replace the item's, the others stay.
 */
export function changeOf(values: ShortageItemUpdateValues, now: Date): ShortageItemChange {
  const { isCompleted, productName, category, priority, notes } = values;
  const change: ShortageItemChange = {};
  if (productName !== undefined) change.productName = productName;
  if (category !== undefined) change.category = category;
  if (priority !== undefined) change.priority = priority;
  if (notes !== undefined) change.notes = notes;
  if (isCompleted !== undefined) {
    change.isCompleted = isCompleted;
    change.completedAt = isCompleted ? now : null;
  }
  return change;
}

/** Updates one of the tenant's items; another tenant's answers 404. */
export async function changeShortageItem(
  db: Db,
  ownerId: number,
  id: number,
  values: ShortageItemUpdateValues,
  now = new Date(),
): Promise<ShortageItemRow> {
  const row = await updateShortageItem(db, ownerId, id, changeOf(values, now));
  if (!row) throw notFound('shortage_item_not_found');
  return row;
}
