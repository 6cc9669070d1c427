import type { TransferPayment, TransferPaymentEntry, TransferPaymentQuery } from '@assist/domain';
import { fromMinor } from '@assist/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferPayments, users } from '../../db/schema/index.js';
import type { Debt } from './balances.js';

export type TransferPaymentRow = typeof transferPayments.$inferSelect;

/** Most payments one list shows, newest first. */
export const paymentListLimit = 200;

/**
 * Holds the pair's balance for the caller's transaction (either order of the two ids), so two
 * payments or decisions at once cannot both spend the same debt.
 */
export async function lockPair(tx: Db, a: number, b: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('transfer_balance'), ${Math.min(a, b) ^ (Math.max(a, b) << 12)})`,
  );
}

/** A payment as `viewer` (either side) lists it; partnerName names the other side. */
export function presentPayment(row: TransferPaymentRow, viewer: number, partnerName: string): TransferPaymentEntry {
  return {
    id: row.id,
    fromUserId: row.ownerId,
    toUserId: row.toOwnerId,
    partnerId: row.ownerId === viewer ? row.toOwnerId : row.ownerId,
    partnerName,
    amount: row.amount,
    currency: row.currency,
    status: row.status as TransferPaymentEntry['status'],
    paymentMethod: 'cash',
    notes: row.notes,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** The answer of a payment's change: the payment and where its balance stands after it. */
export function paymentAnswer(entry: TransferPaymentEntry, debt: Debt | undefined): TransferPayment {
  return {
    ...entry,
    totalOutstanding: fromMinor(debt?.owed ?? 0),
    pendingClaims: fromMinor(debt?.pendingClaims ?? 0),
  };
}

/** A business as a payment names it: the name it shows to partners, and where it reads balances. */
export interface PaymentParty {
  name: string;
  balancesLink: string;
}

/**
 * The name a business shows to its partners, and the screen with its balances and claims: Transfers
 * on plan super, else its marketplace page (a basic pharmacy's Purchases, a supplier's own
 * marketplace), where the same balances are shown.
 */
export async function paymentParty(db: Db, ownerId: number): Promise<PaymentParty> {
  const [row] = await db
    .select({ name: users.businessName, email: users.email, plan: users.subscriptionPlan, type: users.userType })
    .from(users)
    .where(eq(users.id, ownerId));
  const balancesLink =
    row?.plan === 'super'
      ? '/transfers?tab=balances'
      : row?.type === 'supplier'
        ? '/supplier-marketplace?tab=purchase-requests'
        : '/marketplace?tab=purchases';
  return { name: row?.name ?? row?.email ?? '', balancesLink };
}

/** `GET /api/transfer-payments`: the caller's payments made and received, newest first. */
export async function listPayments(db: Db, me: number, query: TransferPaymentQuery): Promise<TransferPaymentEntry[]> {
  const partnerId = sql<number>`case when ${transferPayments.ownerId} = ${me} then ${transferPayments.toOwnerId} else ${transferPayments.ownerId} end`;
  const rows = await db
    .select({ payment: transferPayments, name: users.businessName, email: users.email })
    .from(transferPayments)
    .innerJoin(users, eq(users.id, partnerId))
    .where(
      and(
        or(eq(transferPayments.ownerId, me), eq(transferPayments.toOwnerId, me)),
        query.status ? eq(transferPayments.status, query.status) : undefined,
        query.partnerId === undefined ? undefined : eq(partnerId, query.partnerId),
      ),
    )
    .orderBy(desc(transferPayments.createdAt), desc(transferPayments.id))
    .limit(paymentListLimit);
  return rows.map((row) => presentPayment(row.payment, me, row.name ?? row.email));
}
