import type { SupplierNetworkTrade, TransferPaymentEntry } from '@assist/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transfers } from '../../db/schema/index.js';
import { listPayments } from '../transfers/payments-repository.js';

/** How many of each the supplier's detail shows (Transfers has the whole lists). */
const shown = 5;

/**
 * A supplier that is a business on the network, as one ledger (issue 26): its latest trades with
 * the tenant either way (transfers, marketplace purchases among them) and the latest payments
 * either way, claims included, the same rows Transfers lists for that partner.
 */
export async function networkLedgerOf(
  db: Db,
  me: number,
  partner: number,
): Promise<{ trades: SupplierNetworkTrade[]; payments: TransferPaymentEntry[] }> {
  const between = or(
    and(eq(transfers.ownerId, partner), eq(transfers.toOwnerId, me)),
    and(eq(transfers.ownerId, me), eq(transfers.toOwnerId, partner)),
  );
  const [rows, payments] = await Promise.all([
    db
      .select({
        transfer: transfers,
        // Spelled out: inside the subquery an unqualified "id" would be the item's own.
        items: sql<number>`(select count(*)::int from transfer_items i where i.transfer_id = "transfers"."id")`,
      })
      .from(transfers)
      .where(between)
      .orderBy(desc(transfers.createdAt), desc(transfers.id))
      .limit(shown),
    listPayments(db, me, { partnerId: partner }),
  ]);
  return {
    trades: rows.map(({ transfer, items }) => ({
      transferId: transfer.id,
      direction: transfer.ownerId === partner ? 'in' : 'out',
      status: transfer.status,
      currency: transfer.currency,
      totalCost: transfer.totalCost,
      itemCount: Number(items),
      createdAt: transfer.createdAt.toISOString(),
    })),
    payments: payments.slice(0, shown),
  };
}
