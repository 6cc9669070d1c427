import type { ReceiveTerms, TransferStatus } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transfers } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { giveBack } from './give-back.js';
import { carryRecallsOnAccept } from '../recalls/recall-on-accept.js';
import { receiveTransfer } from './receive-transfer.js';
import { acceptTerms } from './receive-terms.js';
import { type TransferRow, itemsOf } from './transfers-repository.js';
import { publishTradeChange } from '../live/publish.js';

/**
 * `POST /api/transfers/{id}/review`: the recipient accepts (units into its lots) or declines
 * (units back to the sender's lots) a pending transfer, in one transaction. The status changes by
 * a conditional UPDATE (`WHERE status = 'pending'`): of two reviews at once, the second finds it
 * reviewed, so the stock moves once. An accept takes the receiving terms (the rate when the
 * currencies differ, retail prices) and records the buyer's currency and rate on the transfer;
 * a refusal of them (400) rolls the whole review back.
 */
export async function reviewTransfer(
  ctx: Pick<AppContext, 'db'>,
  actor: Pick<Actor, 'ownerId'>,
  id: number,
  status: Exclude<TransferStatus, 'pending'>,
  terms: ReceiveTerms = {},
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(transfers)
      .set({ status, reviewedAt: new Date() })
      .where(and(eq(transfers.id, id), eq(transfers.toOwnerId, actor.ownerId), eq(transfers.status, 'pending')))
      .returning();
    if (!reviewed) throw await whyNot(tx, actor.ownerId, id);
    const items = (await itemsOf(tx, [reviewed.id])).get(reviewed.id) ?? [];
    if (status === 'declined') {
      await giveBack(tx, reviewed, items);
      await publishTradeChange(tx, [reviewed.ownerId, reviewed.toOwnerId], 'transfers');
      return;
    }
    const accepted = await acceptTerms(tx, reviewed, items, terms);
    await tx
      .update(transfers)
      .set({ buyerCurrency: accepted.buyerCurrency, exchangeRate: accepted.rate })
      .where(eq(transfers.id, reviewed.id));
    await receiveTransfer(tx, reviewed, items, accepted);
    await carryRecallsOnAccept(tx, reviewed.id, reviewed.toOwnerId);
    await publishTradeChange(tx, [reviewed.ownerId, reviewed.toOwnerId], 'transfers');
  });
}

/** Why a review changed nothing: not the caller's (404), the sender's own (403), or reviewed already (409). */
async function whyNot(db: Db, ownerId: number, id: number) {
  const [row]: TransferRow[] = await db.select().from(transfers).where(eq(transfers.id, id));
  if (!row || (row.ownerId !== ownerId && row.toOwnerId !== ownerId)) return notFound('transfer_not_found');
  if (row.toOwnerId !== ownerId) return forbidden('transfer_recipient_only');
  return conflict(row.status === 'accepted' ? 'transfer_already_accepted' : 'transfer_already_declined');
}
