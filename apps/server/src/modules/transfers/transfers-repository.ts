import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { transferItems, transfers, users } from '../../db/schema/index.js';
import type { TransferPosition, TransferSide } from './transfers-cursor.js';

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

/**
 * The business's incoming (received) or outgoing (sent) transfers, newest first (then highest
 * id), at most `limit`, after `after` when given (keyset on (created_at, id), served by the
 * (to_)owner_id, created_at indexes); each with its position, to continue from.
 */
export async function listTransfers(
  db: Db,
  ownerId: number,
  side: TransferSide,
  limit: number,
  after?: TransferPosition,
): Promise<{ row: TransferWithParties; position: TransferPosition }[]> {
  const mine = side === 'incoming' ? eq(transfers.toOwnerId, ownerId) : eq(transfers.ownerId, ownerId);
  const micros = sql<string>`(extract(epoch from ${transfers.createdAt}) * 1000000)::bigint::text`;
  const rows = await db
    .select({
      transfer: transfers,
      senderName: sender.businessName,
      senderEmail: sender.email,
      recipientName: recipient.businessName,
      recipientEmail: recipient.email,
      micros,
    })
    .from(transfers)
    .innerJoin(sender, eq(sender.id, transfers.ownerId))
    .innerJoin(recipient, eq(recipient.id, transfers.toOwnerId))
    .where(
      and(
        mine,
        after
          ? sql`(${transfers.createdAt}, ${transfers.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
  return rows.map(({ micros: at, ...row }) => ({ row, position: { micros: at, id: row.transfer.id } }));
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
