import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expenseReceipts, expenses } from '../../db/schema/index.js';

export type ReceiptRow = typeof expenseReceipts.$inferSelect;

export async function insertReceipt(
  db: Db,
  ownerId: number,
  contentType: string,
  content: Buffer,
): Promise<Pick<ReceiptRow, 'id' | 'contentType' | 'byteSize'>> {
  const [row] = await db
    .insert(expenseReceipts)
    .values({ ownerId, contentType, byteSize: content.length, content })
    .returning({
      id: expenseReceipts.id,
      contentType: expenseReceipts.contentType,
      byteSize: expenseReceipts.byteSize,
    });
  if (!row) throw new Error('receipt was not stored');
  return row;
}

/** One receipt of the tenant with its bytes, or null (another tenant's is never found). */
export async function findReceipt(db: Db, ownerId: number, id: number): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.ownerId, ownerId), eq(expenseReceipts.id, id)));
  return row ?? null;
}

/** True when the receipt exists in the tenant (without reading its bytes). */
export async function receiptExists(db: Db, ownerId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: expenseReceipts.id })
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.ownerId, ownerId), eq(expenseReceipts.id, id)));
  return row !== undefined;
}

const unattached = (receiptId: typeof expenseReceipts.id) =>
  notExists(sql`(select 1 from ${expenses} where ${expenses.receiptId} = ${receiptId})`);

/** Deletes a receipt no expense points at any more (the expense was deleted or got another image). */
export async function deleteReceiptIfUnused(db: Db, ownerId: number, id: number): Promise<void> {
  await db
    .delete(expenseReceipts)
    .where(and(eq(expenseReceipts.ownerId, ownerId), eq(expenseReceipts.id, id), unattached(expenseReceipts.id)));
}

/**
 * Deletes the tenant's receipts uploaded before `before` that no expense uses: images picked in a
 * dialog that was then closed without saving.
 */
export async function deleteAbandonedReceipts(db: Db, ownerId: number, before: Date): Promise<void> {
  await db
    .delete(expenseReceipts)
    .where(
      and(eq(expenseReceipts.ownerId, ownerId), lt(expenseReceipts.createdAt, before), unattached(expenseReceipts.id)),
    );
}
