import type { TransferBlock } from '@assist/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccess, transferBlocks, transfers, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';

/** `GET /api/transfer-blocks`: the businesses this one blocked, newest first. */
export async function listBlocks(db: Db, ownerId: number): Promise<TransferBlock[]> {
  const rows = await db
    .select({ block: transferBlocks, businessName: users.businessName, email: users.email })
    .from(transferBlocks)
    .innerJoin(users, eq(users.id, transferBlocks.blockedOwnerId))
    .where(eq(transferBlocks.ownerId, ownerId))
    .orderBy(desc(transferBlocks.createdAt), desc(transferBlocks.id));
  return rows.map((row) => ({
    userId: row.block.blockedOwnerId,
    businessName: row.businessName ?? row.email,
    email: row.email,
    blockedAt: row.block.createdAt.toISOString(),
  }));
}

/**
 * `POST /api/transfer-blocks`: block a business that has sent this one a transfer (any other id
 * names no sender of its: 404, so no account is confirmed to exist). Blocking twice is blocking.
 */
export async function blockSender(db: Db, ownerId: number, userId: number): Promise<TransferBlock> {
  if (userId === ownerId) throw badRequest('transfer_block_self');
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(and(eq(transfers.ownerId, userId), eq(transfers.toOwnerId, ownerId)))
      .limit(1);
    if (!sent) throw notFound('transfer_sender_not_found');
    await tx.insert(transferBlocks).values({ ownerId, blockedOwnerId: userId }).onConflictDoNothing();
    const found = (await listBlocks(tx, ownerId)).find((block) => block.userId === userId);
    if (!found) throw new Error('block not stored');
    return found;
  });
}

/** `DELETE /api/transfer-blocks/{userId}`: its transfers are welcome again (404 when not blocked). */
export async function unblockSender(db: Db, ownerId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(transferBlocks)
    .where(and(eq(transferBlocks.ownerId, ownerId), eq(transferBlocks.blockedOwnerId, userId)))
    .returning({ id: transferBlocks.id });
  if (removed.length === 0) throw notFound('transfer_block_not_found');
}

/** True when `recipient` blocked `sender`. */
export async function isBlocked(db: Db, recipient: number, sender: number): Promise<boolean> {
  const [row] = await db
    .select({ id: transferBlocks.id })
    .from(transferBlocks)
    .where(and(eq(transferBlocks.ownerId, recipient), eq(transferBlocks.blockedOwnerId, sender)));
  return row !== undefined;
}

/**
 * True when the two businesses already trade: an accepted transfer between them either way, or an
 * approved access of one to the other's marketplace.
 */
export async function tradingPartners(db: Db, one: number, other: number): Promise<boolean> {
  const [accepted] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        eq(transfers.status, 'accepted'),
        or(
          and(eq(transfers.ownerId, one), eq(transfers.toOwnerId, other)),
          and(eq(transfers.ownerId, other), eq(transfers.toOwnerId, one)),
        ),
      ),
    )
    .limit(1);
  if (accepted) return true;
  const [access] = await db
    .select({ id: marketplaceAccess.id })
    .from(marketplaceAccess)
    .where(
      and(
        eq(marketplaceAccess.status, 'approved'),
        or(
          and(eq(marketplaceAccess.ownerId, one), eq(marketplaceAccess.retailerId, other)),
          and(eq(marketplaceAccess.ownerId, other), eq(marketplaceAccess.retailerId, one)),
        ),
      ),
    )
    .limit(1);
  return access !== undefined;
}
