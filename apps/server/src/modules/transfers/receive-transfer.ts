import { convertMinor, fromMinor, toMinor } from '@assist/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferItems } from '../../db/schema/index.js';
import {
  type ProductRow,
  findProductByBarcodeForUpdate,
  insertProduct,
  updateProductRow,
} from '../catalogue/products-repository.js';
import { findLotByExpiryForUpdate, updateLot } from '../inventory/lots-repository.js';
import { type StockMove, moveStock, openLot } from '../stock/stock-ledger.js';
import { partnerSupplier } from '../suppliers/partner-supplier.js';
import { type BuyerTerms, lastRetailOf, priceUnset, retailPriceFor } from './receive-terms.js';
import { transferReference } from './send-transfer.js';
import type { TransferItemRow, TransferRow } from './transfers-repository.js';

/**
 * An accepted transfer into the recipient's stock, in the caller's transaction (issue 26,
 * decisions/2026-11-28-receiving-trades.md). Each line's product is matched by barcode in the
 * recipient's catalogue (created with the sent name and category when missing). Then:
 * - a live lot of that product, expiry and batch (the sender's, or none): the units JOIN it, and the lot keeps its units per box,
 *   cost and retail price (the shelf is the shop's; only an unset price, 0, is filled);
 * - else a new lot at the sender's units per box, the cost per box converted at the rate, the
 *   given or suggested retail price, and the supplier record linked to the sender.
 * Either way the movement carries what came: its converted cost per box, its units per box, the
 * trade's currency and rate when they differ, and the linked supplier.
 */
export async function receiveTransfer(
  tx: Db,
  transfer: TransferRow,
  items: TransferItemRow[],
  terms: BuyerTerms & { prices: Map<number, string> },
): Promise<void> {
  const ownerId = transfer.toOwnerId;
  const supplier = await partnerSupplier(tx, ownerId, transfer.ownerId);
  const trade = terms.rate === null ? undefined : { currency: terms.currency, exchangeRate: terms.rate };
  for (const item of items) {
    const product = await productFor(tx, ownerId, item);
    const costPerBox = fromMinor(convertMinor(toMinor(item.costPrice), terms.rate));
    const move: Omit<StockMove, 'ownerId' | 'lotId'> = {
      kind: 'transfer_in',
      units: item.quantityUnits,
      reference: transferReference(transfer.id),
      supplierId: supplier.id,
      incoming: { costPerBox, unitsPerBox: item.unitsPerBox },
      trade,
    };
    const existing = await findLotByExpiryForUpdate(tx, ownerId, product.id, item.expiryDate, item.batchNumber);
    const price = async () => {
      const retail = retailPriceFor(
        item,
        terms,
        await lastRetailOf(tx, ownerId, item.barcode),
        terms.prices.get(item.id),
      );
      if (retail === null) throw new Error('a needed exchange rate is missing');
      return retail;
    };
    let lotId: number;
    if (existing) {
      if (priceUnset(existing.retailPrice)) await updateLot(tx, existing, { retailPrice: await price() });
      const joined = await moveStock(tx, { ...move, ownerId, lotId: existing.id });
      if (!joined) throw new Error('a held lot refused a transfer');
      lotId = joined.id;
    } else {
      const lot = {
        ownerId,
        productId: product.id,
        expiryDate: item.expiryDate,
        batchNumber: item.batchNumber,
        supplierId: supplier.id,
      };
      const prices = { unitsPerBox: item.unitsPerBox, costPrice: costPerBox, retailPrice: await price() };
      lotId = (await openLot(tx, { ...lot, ...prices }, move)).id;
    }
    await tx.update(transferItems).set({ receivedLotId: lotId }).where(eq(transferItems.id, item.id));
  }
}

/** The recipient's product of the line's barcode, held for the transaction; created when missing. */
async function productFor(tx: Db, ownerId: number, item: TransferItemRow): Promise<ProductRow> {
  const known = await findProductByBarcodeForUpdate(tx, ownerId, item.barcode);
  if (known) {
    if (known.category !== 'none' || item.category === 'none') return known;
    return (await updateProductRow(tx, ownerId, known.id, { category: item.category })) ?? known;
  }
  const fields = { name: item.productName, barcode: item.barcode, category: item.category };
  const created = await insertProduct(tx, ownerId, fields);
  if (created) return created;
  const raced = await findProductByBarcodeForUpdate(tx, ownerId, item.barcode);
  if (!raced) throw new Error('product vanished while accepting a transfer');
  return raced;
}
