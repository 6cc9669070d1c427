import type { TransferPayment } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferPayments } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/notify.js';
import { debtsOf } from './balances.js';
import { paymentNotices } from './payment-notices.js';
import { lockPair, paymentAnswer, paymentParty, presentPayment } from './payments-repository.js';

/** What the creditor decides of a claim: it came (confirmed, it counts) or it did not (rejected, why). */
export type PaymentDecision = { status: 'confirmed' } | { status: 'rejected'; reason: string };

/**
 * `POST /api/transfer-payments/{id}/confirm` and `/reject`: the creditor, and only it, decides a
 * debtor's pending claim (anyone else, the debtor too: 404, as for an id not its own; a claim
 * already decided: 409). Confirmed, the payment counts in the balance; rejected, it never does.
 * The pair is locked and the claim taken by a conditional update, so it is decided once; the
 * debtor is notified.
 */
export async function decidePayment(
  ctx: Pick<AppContext, 'db'>,
  actor: Pick<Actor, 'ownerId'>,
  id: number,
  decision: PaymentDecision,
): Promise<TransferPayment> {
  return ctx.db.transaction(async (tx) => {
    const found = await creditorsPayment(tx, actor.ownerId, id);
    await lockPair(tx, found.ownerId, found.toOwnerId);
    const [decided] = await tx
      .update(transferPayments)
      .set({
        status: decision.status,
        decidedAt: new Date(),
        rejectReason: decision.status === 'rejected' ? decision.reason : null,
      })
      .where(and(eq(transferPayments.id, id), eq(transferPayments.status, 'pending')))
      .returning();
    if (!decided) throw conflict('payment_already_decided');
    const [creditor, debtor] = [await paymentParty(tx, decided.toOwnerId), await paymentParty(tx, decided.ownerId)];
    const status = decision.status === 'confirmed' ? 'approved' : 'rejected';
    await notify(tx, [paymentNotices.decision(decided, creditor.name, debtor, status)]);
    const debts = await debtsOf(tx, decided.ownerId, decided.toOwnerId);
    const entry = presentPayment(decided, actor.ownerId, debtor.name);
    return paymentAnswer(
      entry,
      debts.find((debt) => debt.currency === decided.currency),
    );
  });
}

/** A payment made to the caller (it is the creditor), or 404. */
async function creditorsPayment(tx: Db, creditor: number, id: number) {
  const [row] = await tx
    .select()
    .from(transferPayments)
    .where(and(eq(transferPayments.id, id), eq(transferPayments.toOwnerId, creditor)));
  if (!row) throw notFound('transfer_payment_not_found');
  return row;
}
