import type { ReceivePlan, ReceivePlanLine } from '@assist/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { sameBatch } from '../inventory/lots-repository.js';
import { type BuyerTerms, buyerSide, lastRateOf, lastRetailOf, priceUnset, retailPriceFor } from './receive-terms.js';
import { type TransferItemRow, findTransfer, itemsOf } from './transfers-repository.js';

/**
 * `GET /api/transfers/{id}/receive-plan`: what accepting the recipient's pending transfer will do,
 * before the click that makes the debt: every line's price per box and total in the trade's
 * currency, whether it joins a lot of the shop's (that lot's price stays) or asks a retail price
 * (suggested at the buyer's last rate for the pair, when a rate is needed). The sender, a stranger
 * or a reviewed transfer: 404.
 */
export async function receivePlan(db: Db, ownerId: number, transferId: number): Promise<ReceivePlan> {
  const row = await findTransfer(db, ownerId, transferId);
  if (!row || row.transfer.toOwnerId !== ownerId || row.transfer.status !== 'pending')
    throw notFound('transfer_not_found');
  const { transfer } = row;
  const buyer = await buyerSide(db, transfer);
  const lastRate = buyer.needsRate ? await lastRateOf(db, ownerId, transfer.currency, buyer.currency) : null;
  const terms: BuyerTerms = {
    currency: transfer.currency,
    buyerCurrency: buyer.currency,
    needsRate: buyer.needsRate,
    rate: lastRate,
    markupPercent: buyer.markupPercent,
  };
  const items = (await itemsOf(db, [transfer.id])).get(transfer.id) ?? [];
  const lines: ReceivePlanLine[] = [];
  for (const item of items) lines.push(await planLine(db, ownerId, item, terms));
  return {
    transferId: transfer.id,
    senderName: row.senderName ?? row.senderEmail,
    currency: transfer.currency,
    buyerCurrency: buyer.currency,
    needsRate: buyer.needsRate,
    lastRate,
    defaultMarkupPercent: buyer.markupPercent,
    total: transfer.totalCost,
    lines,
  };
}

async function planLine(db: Db, ownerId: number, item: TransferItemRow, terms: BuyerTerms): Promise<ReceivePlanLine> {
  const lot = await liveLotOf(db, ownerId, item);
  const asksPrice = !lot || priceUnset(lot.retailPrice);
  const last = asksPrice ? await lastRetailOf(db, ownerId, item.barcode) : null;
  return {
    itemId: item.id,
    productName: item.productName,
    barcode: item.barcode,
    units: item.quantityUnits,
    unitsPerBox: item.unitsPerBox,
    expiryDate: item.expiryDate,
    boxPrice: item.costPrice,
    lineTotal: item.totalCost,
    joins: lot ? { lotId: lot.id, unitsPerBox: lot.unitsPerBox, retailPrice: lot.retailPrice } : null,
    asksPrice,
    lastRetailPrice: last ? retailPriceFor(item, { ...terms, needsRate: false }, last) : null,
    suggestedRetailPrice: asksPrice ? retailPriceFor(item, terms, last) : null,
  };
}

/** The shop's live lot of the line's product (by barcode), expiry and batch, or null. */
async function liveLotOf(db: Db, ownerId: number, item: TransferItemRow) {
  const [lot] = await db
    .select({ id: inventoryLots.id, unitsPerBox: inventoryLots.unitsPerBox, retailPrice: inventoryLots.retailPrice })
    .from(inventoryLots)
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .where(
      and(
        eq(inventoryLots.ownerId, ownerId),
        eq(products.barcode, item.barcode),
        eq(inventoryLots.expiryDate, item.expiryDate),
        sameBatch(item.batchNumber),
        isNull(inventoryLots.archivedAt),
      ),
    );
  return lot ?? null;
}
