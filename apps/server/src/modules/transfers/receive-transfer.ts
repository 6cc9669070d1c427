import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferItems } from '../../db/schema/index.js';
import {
  type ProductRow,
  findProductByBarcodeForUpdate,
  insertProduct,
  updateProductRow,
} from '../catalogue/products-repository.js';
import { type LotRow, findLotByExpiryForUpdate, updateLot } from '../inventory/lots-repository.js';
import { moveStock, openLot } from '../stock/stock-ledger.js';
import { transferReference } from './send-transfer.js';
import type { TransferItemRow, TransferRow } from './transfers-repository.js';

/**
 * An accepted transfer into the recipient's stock, in the caller's transaction: each line's
 * product matched by barcode in the recipient's catalogue (created with the sent name and category
 * when missing), then its live lot of that expiry (which takes the sent packaging and prices, as a
 * receipt does) or a new lot, with a transfer_in move of the units. No supplier on those lots.
 */
export async function receiveTransfer(tx: Db, transfer: TransferRow, items: TransferItemRow[]): Promise<void> {
  const ownerId = transfer.toOwnerId;
  for (const item of items) {
    const product = await productFor(tx, ownerId, item);
    const prices = { unitsPerBox: item.unitsPerBox, costPrice: item.costPrice, retailPrice: item.retailPrice };
    const move = { kind: 'transfer_in' as const, units: item.quantityUnits, reference: transferReference(transfer.id) };
    const existing = await findLotByExpiryForUpdate(tx, ownerId, product.id, item.expiryDate);
    const lot: LotRow | null = existing
      ? await moveStock(tx, { ...move, ownerId, lotId: (await updateLot(tx, existing, prices)).id })
      : await openLot(tx, { ownerId, productId: product.id, expiryDate: item.expiryDate, ...prices }, move);
    if (!lot) throw new Error('a held lot refused a transfer');
    await tx.update(transferItems).set({ receivedLotId: lot.id }).where(eq(transferItems.id, item.id));
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
