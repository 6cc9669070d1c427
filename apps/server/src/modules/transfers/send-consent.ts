import { maxPendingFromStranger } from '@assist/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transfers } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { isBlocked, tradingPartners } from './transfer-blocks.js';

/**
 * Unasked transfers (issue 26, decisions/2026-11-28-consent.md), checked on the send path in its
 * transaction, before anything is written: a sender the recipient blocked is refused (403
 * transfer_sender_blocked); a business that does not yet trade with the recipient (no accepted
 * transfer either way, no approved marketplace access) may have at most 20 transfers pending with
 * it (the 21st: 409 too_many_pending_transfers). The pair is locked for the transaction, so two
 * sends at once cannot both take the 20th place.
 */
export async function checkUnaskedTransfer(tx: Db, senderId: number, recipientId: number): Promise<void> {
  if (await isBlocked(tx, recipientId, senderId)) throw forbidden('transfer_sender_blocked');
  if (await tradingPartners(tx, senderId, recipientId)) return;
  const pair = `${senderId}:${recipientId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('transfer_pending_pair'), hashtext(${pair}))`);
  const [pending] = await tx
    .select({ n: count() })
    .from(transfers)
    .where(and(eq(transfers.ownerId, senderId), eq(transfers.toOwnerId, recipientId), eq(transfers.status, 'pending')));
  if ((pending?.n ?? 0) >= maxPendingFromStranger) {
    throw conflict('too_many_pending_transfers', { limit: maxPendingFromStranger });
  }
}
