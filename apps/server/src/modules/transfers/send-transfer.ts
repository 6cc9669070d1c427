import {
  type Minor,
  type TransferCreateValues,
  fitsAmount,
  fromMinor,
  sum,
  toMinor,
  tradeLineMinor,
} from '@assist/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, transferItems, transfers } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { businessToday } from '../../platform/business-day.js';
import type { AppContext } from '../../platform/context.js';
import { type HttpError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { moveStock } from '../stock/stock-ledger.js';
import { findRecipient } from './partners.js';
import { checkUnaskedTransfer } from './send-consent.js';
import { businessCurrency } from './trade-currency.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';
import { publishTradeChange } from '../live/publish.js';

/** The ledger reference of a transfer's movements, on both sides. */
export const transferReference = (id: number) => `TRANSFER-${id}`;

/** The sender's live lots named by the lines, with their products. */
async function readLots(db: Db, ownerId: number, ids: number[]) {
  const rows = await db
    .select({ lot: inventoryLots, name: products.name, barcode: products.barcode, category: products.category })
    .from(inventoryLots)
    .innerJoin(products, and(eq(products.ownerId, inventoryLots.ownerId), eq(products.id, inventoryLots.productId)))
    .where(and(eq(inventoryLots.ownerId, ownerId), inArray(inventoryLots.id, ids), isNull(inventoryLots.archivedAt)));
  return new Map(rows.map((row) => [row.lot.id, row]));
}

/**
 * A line's agreed price, when the caller fixed it (a marketplace approval charges the request's
 * prices): the price per box of `unitsPerBox` units, and the line's exact total in the trade's
 * currency (the lot's own box, when its size differs, is shown at that price scaled to it).
 */
export interface AgreedPrice {
  boxPrice: Minor;
  unitsPerBox: number;
  lineTotal: Minor;
}

/** The price per box of the lot a line leaves from: its cost, or the agreed price scaled to its box. */
function perBoxOf(lot: { costPrice: string; unitsPerBox: number }, price: AgreedPrice | undefined, currency: string) {
  if (!price) return toMinor(lot.costPrice);
  if (price.unitsPerBox === lot.unitsPerBox) return price.boxPrice;
  return tradeLineMinor(price.boxPrice, price.unitsPerBox, lot.unitsPerBox, currency);
}

/** The lines of a transfer to send: the sender's lots (units each) on its business day. */
export interface TransferLinesInput {
  ownerId: number;
  /** The sender's business day: a lot that expired before it is refused. */
  today: string;
  /** The trade's currency (the sender's): every price and total of the transfer is in it. */
  currency: string;
  /** Each line's lot and units; without `price`, the sender's cost per box of the lot. */
  items: { inventoryId: number; quantity: number; price?: AgreedPrice }[];
}

/**
 * `POST /api/transfers`: in one transaction, the transfer (pending), its lines priced at the
 * sender's cost per box, and a transfer_out move of each line's units out of the sender's lot, so
 * the units cannot be sold twice. A lot that is not the sender's (404), expired (409) or no longer
 * holds the units (409 lot_short) refuses the whole transfer.
 */
export async function sendTransfer(
  ctx: AppContext,
  actor: Actor,
  input: TransferCreateValues,
  once?: RequestOnce,
): Promise<number> {
  const today = businessToday(actor);
  // Read before the transaction: the store's own query would wait on it (PGlite has one connection).
  const settings = await ctx.settings.get();
  return ctx.db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const currency = await businessCurrency(tx, actor.ownerId);
      const plan = await planTransfer(tx, { ownerId: actor.ownerId, today, currency, items: input.items });
      const recipient = await findRecipient(ctx, tx, actor.ownerId, input.toUserEmail, settings);
      await checkUnaskedTransfer(tx, actor.ownerId, recipient.id);
      return writeTransfer(tx, plan, recipient.id, input.notes);
    }),
  );
}

export type TransferPlan = Awaited<ReturnType<typeof planTransfer>>;

/**
 * The send path's first half, in the caller's transaction (the marketplace's approval uses it
 * too): the sender's lots named by the lines, each live, its own and not expired, priced per box
 * (the cost price of the lot, or the agreed price) and totalled by `tradeLineMinor`: whole boxes
 * at the box price, one rounding per line to what the currency settles in (a box of 6 at 5,750
 * IQD, 12 units: 11,500, never 12 x 958.33).
 */
export async function planTransfer(tx: Db, input: TransferLinesInput) {
  const { currency } = input;
  const lots = await readLots(
    tx,
    input.ownerId,
    input.items.map((item) => item.inventoryId),
  );
  const lines = input.items.map((item) => {
    const found = lots.get(item.inventoryId);
    if (!found) throw notFound('inventory_item_not_found', { inventoryId: item.inventoryId });
    if (found.lot.expiryDate < input.today)
      throw conflict('transfer_lot_expired', { productName: found.name, expiryDate: found.lot.expiryDate });
    // A recalled batch stays where it is (lane recalls): it may only go back by a return.
    if (found.lot.recallId !== null)
      throw conflict('lot_recalled', {
        inventoryId: found.lot.id,
        productName: found.name,
        batchNumber: found.lot.batchNumber ?? '',
      });
    const perBox = perBoxOf(found.lot, item.price, currency);
    const cost = item.price?.lineTotal ?? tradeLineMinor(perBox, found.lot.unitsPerBox, item.quantity, currency);
    return { ...found, units: item.quantity, perBox, cost };
  });
  const total = sum(lines.map((line) => line.cost));
  if (!fitsAmount(total) || !lines.every((line) => fitsAmount(line.perBox))) throw badRequest('total_too_large');
  return { ownerId: input.ownerId, currency, lines, total };
}

/**
 * The send path's second half: the pending transfer to `toOwnerId` (already checked) and its
 * lines, and a transfer_out move per line that reserves its units (409 lot_short when a lot no
 * longer holds them). Answers the transfer's id.
 */
export async function writeTransfer(tx: Db, plan: TransferPlan, toOwnerId: number, notes: string | null) {
  const { ownerId, currency, lines, total } = plan;
  const [transfer] = await tx
    .insert(transfers)
    .values({ ownerId, toOwnerId, currency, totalCost: fromMinor(total), notes })
    .returning({ id: transfers.id });
  if (!transfer) throw new Error('transfer was not created');
  await tx.insert(transferItems).values(
    lines.map((line) => ({
      transferId: transfer.id,
      lotId: line.lot.id,
      productId: line.lot.productId,
      productName: line.name,
      barcode: line.barcode,
      category: line.category,
      quantityUnits: line.units,
      unitsPerBox: line.lot.unitsPerBox,
      costPrice: fromMinor(line.perBox),
      retailPrice: line.lot.retailPrice,
      expiryDate: line.lot.expiryDate,
      // The sender's batch goes with the units into the recipient's lot (issue 30).
      batchNumber: line.lot.batchNumber,
      supplierId: line.lot.supplierId,
      totalCost: fromMinor(line.cost),
    })),
  );
  // Lots in id order, so two transfers of the same lots never wait on each other in a circle.
  for (const line of [...lines].sort((a, b) => a.lot.id - b.lot.id)) {
    const moved = await moveStock(
      tx,
      {
        ownerId,
        lotId: line.lot.id,
        kind: 'transfer_out',
        units: -line.units,
        reference: transferReference(transfer.id),
        supplierId: line.lot.supplierId,
      },
      { onlyIfHeld: true },
    );
    if (!moved) throw lotShort(line.name, line.lot.id, await unitsNow(tx, line.lot.id));
  }
  await publishTradeChange(tx, [ownerId, toOwnerId], 'transfers');
  return transfer.id;
}

async function unitsNow(db: Db, lotId: number): Promise<number> {
  const [row] = await db
    .select({ units: inventoryLots.quantityUnits })
    .from(inventoryLots)
    .where(eq(inventoryLots.id, lotId));
  return row?.units ?? 0;
}

const lotShort = (productName: string, inventoryId: number, availableUnits: number): HttpError =>
  conflict('lot_short', { productName, inventoryId, availableUnits });
