import { fromMinor, sum, toMinor, tradeLineMinor } from '@assist/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierReturns, transferItems, transfers, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { moveStock } from '../stock/stock-ledger.js';
import { nameOf, returnsLink } from '../marketplace/notices.js';
import { noticeTitles } from '../notifications/notice-titles.js';
import { notify } from '../notifications/notify.js';
import { lotToGiveBackTo } from '../transfers/give-back.js';
import { transferReference } from '../transfers/send-transfer.js';

/** What a return of type transfer is worth, at the transfer's price, and who decides it. */
export interface TransferReturnTerms {
  transferId: number;
  /** The transfer's sender: the goods go back to it, and it decides the return. */
  toOwnerId: number;
  /** Price per unit (4 decimals): the transfer's price per box over the units per box. */
  unitPrice: string;
  totalValue: string;
}

/**
 * The checks of a return of type transfer (decisions/2026-11-26-transfers.md "Returns"): the
 * transfer is one this business received (else 404, as for any id not its own) and accepted, the
 * lot one it received by that transfer, the units at most what came minus what other returns of it
 * (not rejected) already name. The transfer row is held, so two returns of it take turns.
 */
export async function transferReturnTerms(
  tx: Db,
  ownerId: number,
  transferId: number | undefined,
  lotId: number,
  units: number,
): Promise<TransferReturnTerms> {
  if (transferId === undefined) throw badRequest('return_transfer_required');
  const [transfer] = await tx
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, transferId), eq(transfers.toOwnerId, ownerId)))
    .for('update');
  if (!transfer) throw notFound('transfer_not_found');
  if (transfer.status !== 'accepted') throw conflict('return_transfer_not_accepted');
  const lines = await linesInto(tx, transferId, lotId);
  const [first] = lines;
  if (!first) throw badRequest('return_lot_not_in_transfer');
  const received = lines.reduce((total, line) => total + line.quantityUnits, 0);
  const [taken] = await tx
    .select({ units: sql<string | null>`sum(${supplierReturns.units})` })
    .from(supplierReturns)
    .where(
      and(
        eq(supplierReturns.ownerId, ownerId),
        eq(supplierReturns.transferId, transferId),
        eq(supplierReturns.lotId, lotId),
        ne(supplierReturns.status, 'rejected'),
      ),
    );
  const remaining = received - Number(taken?.units ?? 0);
  if (units > remaining) throw badRequest('invalid_quantity', { remaining: Math.max(0, remaining) });
  return {
    transferId,
    toOwnerId: transfer.ownerId,
    unitPrice: perUnit(first.costPrice, first.unitsPerBox),
    totalValue: fromMinor(
      valueUpTo(lines, received - remaining + units, transfer.currency) -
        valueUpTo(lines, received - remaining, transfer.currency),
    ),
  };
}

/**
 * What the first `units` units a lot received by a transfer are worth, in the transfer's currency:
 * all of them, the lines' own totals; fewer, the units at the line's box price, one rounding
 * (tradeLineMinor). A return is worth its units' slice after the ones returned before it, so
 * returns of everything add up to exactly what the transfer charged.
 */
function valueUpTo(
  lines: { quantityUnits: number; totalCost: string; costPrice: string; unitsPerBox: number }[],
  units: number,
  currency: string,
) {
  const received = sum(lines.map((line) => line.quantityUnits));
  if (units >= received) return sum(lines.map((line) => toMinor(line.totalCost)));
  const [first] = lines;
  return tradeLineMinor(toMinor(first?.costPrice ?? '0'), first?.unitsPerBox ?? 1, units, currency);
}

/** A price per box as a price per unit to 4 decimals (integer arithmetic to the ten-thousandth). */
function perUnit(pricePerBox: string, unitsPerBox: number): string {
  const tenThousandths = Math.round((toMinor(pricePerBox) * 100) / unitsPerBox);
  return `${Math.trunc(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

/** The lines of a transfer the recipient received into `lotId`, oldest first. */
function linesInto(tx: Db, transferId: number, lotId: number) {
  return tx
    .select()
    .from(transferItems)
    .where(and(eq(transferItems.transferId, transferId), eq(transferItems.receivedLotId, lotId)))
    .orderBy(asc(transferItems.id));
}

/**
 * An approved return of type transfer, in the decision's transaction (the sender's act): its units
 * go back to the sender, into the lot they left (or its live twin, or that lot live again, as a
 * decline does), by a transfer_in move named after the transfer. What the recipient owes drops by
 * the return's value (the balances count approved transfer returns).
 */
export async function giveBackToSender(
  tx: Db,
  ret: { transferId: number | null; lotId: number; units: number },
): Promise<void> {
  if (ret.transferId === null) return;
  const [transfer] = await tx.select().from(transfers).where(eq(transfers.id, ret.transferId));
  const [line] = await linesInto(tx, ret.transferId, ret.lotId);
  if (!transfer || !line) throw new Error(`the transfer of a return is gone: ${ret.transferId}`);
  const lotId = await lotToGiveBackTo(tx, transfer.ownerId, line.lotId);
  await moveStock(tx, {
    ownerId: transfer.ownerId,
    lotId,
    kind: 'transfer_in',
    units: ret.units,
    reference: transferReference(transfer.id),
    supplierId: line.supplierId,
  });
}

async function businessOf(tx: Db, id: number) {
  const [user] = await tx
    .select({ businessName: users.businessName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new Error(`business ${id} is gone`);
  return user;
}

/** Tells the sender a return of its goods waits for its decision (`transfer_return`). */
export async function tellSenderOfReturn(
  tx: Db,
  ret: { ownerId: number; toOwnerId: number; productName: string; units: number },
): Promise<void> {
  const returner = await businessOf(tx, ret.ownerId);
  await notify(tx, [
    {
      ownerId: ret.toOwnerId,
      fromOwnerId: ret.ownerId,
      kind: 'transfer_return',
      title: noticeTitles.transfer_return.pending,
      status: 'pending',
      message: `${nameOf(returner)} wants to return ${ret.units} units of ${ret.productName}.`,
      link: returnsLink,
    },
  ]);
}

/** Tells the returning business the sender's decision (`transfer_return_decision`). */
export async function tellReturnerOfDecision(
  tx: Db,
  ret: { ownerId: number; toOwnerId: number },
  status: 'approved' | 'rejected',
): Promise<void> {
  const sender = await businessOf(tx, ret.toOwnerId);
  await notify(tx, [
    {
      ownerId: ret.ownerId,
      fromOwnerId: ret.toOwnerId,
      kind: 'transfer_return_decision',
      title: noticeTitles.transfer_return_decision[status],
      status,
      message: `${nameOf(sender)} ${status} your return.`,
      link: returnsLink,
    },
  ]);
}
