import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { transferItems, transfers, users } from '../../db/schema/index.js';

export type TransferRow = typeof transfers.$inferSelect;
export type TransferItemRow = typeof transferItems.$inferSelect;

/** A transfer with the two businesses' names and e-mails. */
export interface TransferWithParties {
  transfer: TransferRow;
  senderName: string | null;
  senderEmail: string;
  recipientName: string | null;
  recipientEmail: string;
}

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

function selectWithParties(db: Db) {
  return db
    .select({
      transfer: transfers,
      senderName: sender.businessName,
      senderEmail: sender.email,
      recipientName: recipient.businessName,
      recipientEmail: recipient.email,
    })
    .from(transfers)
    .innerJoin(sender, eq(sender.id, transfers.ownerId))
    .innerJoin(recipient, eq(recipient.id, transfers.toOwnerId));
}

/** A transfer the business sent or received, or null (another tenant's: null). */
export async function findTransfer(db: Db, ownerId: number, id: number): Promise<TransferWithParties | null> {
  const [row] = await selectWithParties(db).where(
    and(eq(transfers.id, id), or(eq(transfers.ownerId, ownerId), eq(transfers.toOwnerId, ownerId))),
  );
  return row ?? null;
}

/** Most transfers one list shows, newest first. */
export const transferListLimit = 200;

/** The business's incoming (received) or outgoing (sent) transfers, newest first. */
export function listTransfers(db: Db, ownerId: number, side: 'incoming' | 'outgoing'): Promise<TransferWithParties[]> {
  const mine = side === 'incoming' ? eq(transfers.toOwnerId, ownerId) : eq(transfers.ownerId, ownerId);
  return selectWithParties(db)
    .where(mine)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(transferListLimit);
}

/** The lines of some transfers, in the order they were sent. */
export async function itemsOf(db: Db, transferIds: number[]): Promise<Map<number, TransferItemRow[]>> {
  const byTransfer = new Map<number, TransferItemRow[]>();
  if (transferIds.length === 0) return byTransfer;
  const rows = await db
    .select()
    .from(transferItems)
    .where(inArray(transferItems.transferId, transferIds))
    .orderBy(asc(transferItems.transferId), asc(transferItems.id));
  for (const row of rows) byTransfer.set(row.transferId, [...(byTransfer.get(row.transferId) ?? []), row]);
  return byTransfer;
}
