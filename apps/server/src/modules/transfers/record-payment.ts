import {
  type TransferPayment,
  type TransferPaymentValues,
  formatTradeAmount,
  fromMinor,
  settlementStep,
  toMinor,
} from '@assist/domain';
import { transferPayments } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';
import { notify } from '../notifications/notify.js';
import { type Debt, debtsOf } from './balances.js';
import { paymentNotices } from './payment-notices.js';
import { lockPair, paymentAnswer, paymentParty, presentPayment } from './payments-repository.js';

/** The debt a payment pays: the one in its currency, or the only one when it names none. */
function debtToPay(debts: Debt[], currency: string | undefined): Debt {
  const payable = debts.filter((debt) => debt.owed > 0);
  if (currency === undefined && payable.length > 1) throw badRequest('payment_currency_required');
  const debt = currency === undefined ? payable[0] : payable.find((d) => d.currency === currency);
  if (!debt) throw notFound('transfer_balance_not_found');
  return debt;
}
import { publishTradeChange } from '../live/publish.js';

/**
 * `POST /api/transfer-payments`: a cash payment of what fromUserId owes toUserId in one currency,
 * recorded by either of the two. By the debtor it is a claim (`pending`, the creditor is notified
 * and confirms or rejects it); by the creditor it counts at once (`confirmed`). The amount is a
 * whole number of the currency's settlement step (400 payment_amount_step: whole dinars) and at
 * most what is owed minus the claims already waiting (409 payment_exceeds_balance, the amount
 * written with its currency). The pair is locked for the transaction, so two payments at once
 * cannot both pay the same debt. A pair the caller is not part of, or with no debt that way: 404.
 */
export async function recordTransferPayment(
  ctx: AppContext,
  actor: Actor,
  input: TransferPaymentValues,
  once?: RequestOnce,
): Promise<TransferPayment> {
  const { fromUserId: debtor, toUserId: creditor } = input;
  if (actor.ownerId !== debtor && actor.ownerId !== creditor) throw notFound('transfer_balance_not_found');
  return ctx.db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      await lockPair(tx, debtor, creditor);
      const debt = debtToPay(await debtsOf(tx, debtor, creditor), input.currency);
      const { currency } = debt;
      const amount = toMinor(input.amount);
      const step = settlementStep(currency);
      if (amount % step !== 0) throw badRequest('payment_amount_step', { currency, step: stepText(step) });
      const room = debt.owed - debt.pendingClaims;
      if (amount > room)
        throw conflict('payment_exceeds_balance', {
          totalOutstanding: fromMinor(Math.max(0, room)),
          currency,
          outstanding: formatTradeAmount(Math.max(0, room), currency),
        });
      const claim = actor.ownerId === debtor;
      const [row] = await tx
        .insert(transferPayments)
        .values({
          ownerId: debtor,
          toOwnerId: creditor,
          amount: input.amount,
          currency,
          status: claim ? 'pending' : 'confirmed',
          decidedAt: claim ? null : new Date(),
          paymentMethod: 'cash',
          notes: input.notes,
          recordedBy: actor.ownerId,
        })
        .returning();
      if (!row) throw new Error('payment was not recorded');
      await publishTradeChange(tx, [debtor, creditor], 'payments');
      const [debtorParty, creditorParty] = [await paymentParty(tx, debtor), await paymentParty(tx, creditor)];
      if (claim) await notify(tx, [paymentNotices.claim(row, debtorParty.name, creditorParty)]);
      const after = claim
        ? { ...debt, pendingClaims: debt.pendingClaims + amount }
        : { ...debt, owed: debt.owed - amount };
      const partner = claim ? creditorParty : debtorParty;
      return paymentAnswer(presentPayment(row, actor.ownerId, partner.name), after);
    }),
  );
}

/** The settlement step as people write it: 100 hundredths -> "1", 1 -> "0.01". */
const stepText = (step: number) => (step % 100 === 0 ? String(step / 100) : fromMinor(step));
