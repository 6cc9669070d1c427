import { type LastRetail, type ReceiveTerms, fromMinor, suggestedRetailMinor, toMinor } from '@assist/domain';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, transfers, users } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import type { TransferItemRow, TransferRow } from './transfers-repository.js';

/** What the buyer receives a transfer with: the currencies, the rate (null: same currency), its markup. */
export interface BuyerTerms {
  currency: string;
  buyerCurrency: string;
  needsRate: boolean;
  rate: string | null;
  markupPercent: string;
}

/** The buyer's currency and default markup, and whether the trade's currency needs a rate to it. */
export async function buyerSide(db: Db, transfer: TransferRow) {
  const [buyer] = await db
    .select({ currency: users.preferredCurrency, markupPercent: users.defaultMarkupPercent })
    .from(users)
    .where(eq(users.id, transfer.toOwnerId));
  if (!buyer) throw new Error(`no business ${transfer.toOwnerId} to receive a transfer`);
  return { ...buyer, needsRate: buyer.currency !== transfer.currency };
}

/**
 * The terms of an accept: the rate is required when the currencies differ (400
 * `exchange_rate_required`, nothing changes) and ignored when they are the same; every priced
 * line must be one of the transfer's (400 `receive_price_line_unknown`).
 */
export async function acceptTerms(
  db: Db,
  transfer: TransferRow,
  items: TransferItemRow[],
  terms: ReceiveTerms,
): Promise<BuyerTerms & { prices: Map<number, string> }> {
  const buyer = await buyerSide(db, transfer);
  if (buyer.needsRate && terms.exchangeRate === undefined)
    throw badRequest('exchange_rate_required', { currency: transfer.currency, buyerCurrency: buyer.currency });
  const lines = new Set(items.map((item) => item.id));
  const prices = new Map<number, string>();
  for (const price of terms.prices ?? []) {
    if (!lines.has(price.itemId)) throw badRequest('receive_price_line_unknown', { itemId: price.itemId });
    prices.set(price.itemId, price.retailPrice);
  }
  return {
    currency: transfer.currency,
    buyerCurrency: buyer.currency,
    needsRate: buyer.needsRate,
    rate: buyer.needsRate ? (terms.exchangeRate ?? null) : null,
    markupPercent: buyer.markupPercent,
    prices,
  };
}

/** The buyer's last rate for this pair of currencies (its newest accepted transfer that had one), or null. */
export async function lastRateOf(db: Db, ownerId: number, currency: string, buyerCurrency: string) {
  const [row] = await db
    .select({ rate: transfers.exchangeRate })
    .from(transfers)
    .where(
      and(
        eq(transfers.toOwnerId, ownerId),
        eq(transfers.currency, currency),
        eq(transfers.buyerCurrency, buyerCurrency),
        isNotNull(transfers.exchangeRate),
      ),
    )
    .orderBy(desc(transfers.reviewedAt), desc(transfers.id))
    .limit(1);
  return row?.rate ? trimRate(row.rate) : null;
}

/** NUMERIC(18,6) as people write it: "1310.000000" -> "1310", "0.500000" -> "0.5". */
export function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

/** The shop's last retail price of a product (its newest lot with a price), by barcode; null if none. */
export async function lastRetailOf(db: Db, ownerId: number, barcode: string): Promise<LastRetail | null> {
  const [row] = await db
    .select({ retailPrice: inventoryLots.retailPrice, unitsPerBox: inventoryLots.unitsPerBox })
    .from(inventoryLots)
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .where(and(eq(products.ownerId, ownerId), eq(products.barcode, barcode), gt(inventoryLots.retailPrice, '0')))
    .orderBy(desc(inventoryLots.createdAt), desc(inventoryLots.id))
    .limit(1);
  return row ?? null;
}

/** The retail price a line is offered at (the given one wins), as a 2-decimal string; null while a rate is missing. */
export function retailPriceFor(
  item: TransferItemRow,
  terms: BuyerTerms,
  last: LastRetail | null,
  given?: string,
): string | null {
  if (given !== undefined) return given;
  const minor = suggestedRetailMinor({
    boxPrice: item.costPrice,
    unitsPerBox: item.unitsPerBox,
    rate: terms.rate,
    needsRate: terms.needsRate,
    markupPercent: terms.markupPercent,
    buyerCurrency: terms.buyerCurrency,
    last,
  });
  return minor === null ? null : fromMinor(minor);
}

/** True for a lot whose retail price was never set (0): receiving fills it. */
export const priceUnset = (retailPrice: string) => toMinor(retailPrice) === 0;
