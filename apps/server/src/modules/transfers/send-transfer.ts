import { type TransferCreateValues, fitsAmount, fromMinor, sum, toMinor, transferLineMinor } from '@assist/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, transferItems, transfers } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { businessToday } from '../../platform/business-day.js';
import type { AppContext } from '../../platform/context.js';
import { type HttpError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { moveStock } from '../stock/stock-ledger.js';
import { findRecipient } from './partners.js';

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
 * `POST /api/transfers`: in one transaction, the transfer (pending), its lines priced at the
 * sender's cost per box, and a transfer_out move of each line's units out of the sender's lot, so
 * the units cannot be sold twice. A lot that is not the sender's (404), expired (409) or no longer
 * holds the units (409 lot_short) refuses the whole transfer.
 */
export async function sendTransfer(ctx: AppContext, actor: Actor, input: TransferCreateValues): Promise<number> {
  const today = businessToday(actor);
  return ctx.db.transaction(async (tx) => {
    const lots = await readLots(
      tx,
      actor.ownerId,
      input.items.map((item) => item.inventoryId),
    );
    const lines = input.items.map((item) => {
      const found = lots.get(item.inventoryId);
      if (!found) throw notFound('inventory_item_not_found', { inventoryId: item.inventoryId });
      if (found.lot.expiryDate < today)
        throw conflict('transfer_lot_expired', { productName: found.name, expiryDate: found.lot.expiryDate });
      const cost = transferLineMinor(toMinor(found.lot.costPrice), found.lot.unitsPerBox, item.quantity);
      return { ...found, units: item.quantity, cost };
    });
    const total = sum(lines.map((line) => line.cost));
    if (!fitsAmount(total)) throw badRequest('total_too_large');
    const recipient = await findRecipient(ctx, tx, actor.ownerId, input.toUserEmail);
    const [transfer] = await tx
      .insert(transfers)
      .values({ ownerId: actor.ownerId, toOwnerId: recipient.id, totalCost: fromMinor(total), notes: input.notes })
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
        costPrice: line.lot.costPrice,
        retailPrice: line.lot.retailPrice,
        expiryDate: line.lot.expiryDate,
        supplierId: line.lot.supplierId,
        totalCost: fromMinor(line.cost),
      })),
    );
    // Lots in id order, so two transfers of the same lots never wait on each other in a circle.
    for (const line of [...lines].sort((a, b) => a.lot.id - b.lot.id)) {
      const moved = await moveStock(
        tx,
        {
          ownerId: actor.ownerId,
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
    return transfer.id;
  });
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
