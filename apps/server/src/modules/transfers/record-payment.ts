import { type TransferPayment, type TransferPaymentValues, fromMinor, toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import { transferPayments } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { owedMinor } from './balances.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';
import { publishTradeChange } from '../live/publish.js';

/**
 * `POST /api/transfer-payments`: a cash payment of what fromUserId owes toUserId for accepted
 * transfers, recorded by either of the two, at most what is outstanding. The pair is locked for
 * the transaction, so two payments at once cannot both pay the same debt. A pair the caller is not
 * part of, or with no debt that way, is no balance of the caller's: 404.
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
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('transfer_balance'), ${Math.min(debtor, creditor) ^ (Math.max(debtor, creditor) << 12)})`,
      );
      const owed = debtor === creditor ? 0 : await owedMinor(tx, debtor, creditor);
      if (owed <= 0) throw notFound('transfer_balance_not_found');
      const amount = toMinor(input.amount);
      if (amount > owed) throw conflict('payment_exceeds_balance', { totalOutstanding: fromMinor(owed) });
      const [row] = await tx
        .insert(transferPayments)
        .values({
          ownerId: debtor,
          toOwnerId: creditor,
          amount: input.amount,
          paymentMethod: 'cash',
          notes: input.notes,
          recordedBy: actor.ownerId,
        })
        .returning();
      if (!row) throw new Error('payment was not recorded');
      await publishTradeChange(tx, [debtor, creditor], 'payments');
      return {
        id: row.id,
        fromUserId: row.ownerId,
        toUserId: row.toOwnerId,
        amount: row.amount,
        paymentMethod: 'cash',
        notes: row.notes,
        createdAt: row.createdAt.toISOString(),
        totalOutstanding: fromMinor(owed - amount),
      };
    }),
  );
}
