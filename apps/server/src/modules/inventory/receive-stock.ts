import { fitsAmount, fromMinor, multiply, toMinor, unitsOf } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { isDataError } from '../../platform/postgres-errors.js';
import type { ProductRow } from '../catalogue/products-repository.js';
import { addToOrder, insertOrderItem } from '../suppliers/orders-repository.js';
import type { SupplierRow } from '../suppliers/suppliers-repository.js';
import { type StockMove, moveStock, openLot } from '../stock/stock-ledger.js';
import { type LotRow, countLiveLots, findLotByExpiryForUpdate, updateLot } from './lots-repository.js';

/** One product line of a supplier's invoice: boxes, packaging and prices per box. */
export interface Receipt {
  supplier: SupplierRow;
  /** The supplier's invoice reference (the forms' "Order ID"). */
  orderRef: string;
  quantity: number;
  unitsPerBox: number;
  costPrice: string;
  retailPrice: string;
  expiryDate: string;
  /** The maker's batch; null or left out: a lot without one. */
  batchNumber?: string | null;
}

export interface Received {
  lot: LotRow;
  lotCreated: boolean;
  expiryDatesCount: number;
}

/**
 * Puts a receipt into stock, inside the caller's transaction, with the product row already held
 * (FOR UPDATE) so two receipts of one product never race. The same expiry date adds to the live
 * lot and takes the new packaging and prices; a new date or another batch makes a new lot. Writes the receive
 * movement and adds the line to the supplier's order (created on its first line), unpaid.
 */
export async function receiveStock(tx: Db, product: ProductRow, receipt: Receipt): Promise<Received> {
  const ownerId = product.ownerId;
  const lineTotal = multiply(toMinor(receipt.costPrice), receipt.quantity);
  if (!fitsAmount(lineTotal)) throw badRequest('total_too_large');
  const batchNumber = receipt.batchNumber ?? null;
  const units = unitsOf(receipt.quantity, receipt.unitsPerBox);
  const prices = {
    supplierId: receipt.supplier.id,
    unitsPerBox: receipt.unitsPerBox,
    costPrice: receipt.costPrice,
    retailPrice: receipt.retailPrice,
  };
  const existing = await findLotByExpiryForUpdate(tx, ownerId, product.id, receipt.expiryDate, batchNumber);
  const orderId = await addToOrder(tx, {
    ownerId,
    supplierId: receipt.supplier.id,
    orderRef: receipt.orderRef,
    lineTotal: fromMinor(lineTotal),
  }).catch((error: unknown) => {
    // The order's total past NUMERIC(14,2) (22003): the caller's transaction rolls back.
    throw isDataError(error) ? badRequest('total_too_large') : error;
  });
  const move = {
    kind: 'receive' as const,
    units,
    reference: receipt.orderRef,
    supplierId: receipt.supplier.id,
    supplierOrderId: orderId,
  };
  const lot = existing
    ? await receiveInto(tx, existing, prices, move)
    : await openLot(
        tx,
        { ownerId, productId: product.id, expiryDate: receipt.expiryDate, batchNumber, ...prices },
        move,
      );
  await insertOrderItem(tx, {
    ownerId,
    orderId,
    lotId: lot.id,
    productId: product.id,
    quantityBoxes: receipt.quantity,
    unitsPerBox: receipt.unitsPerBox,
    costPerBox: receipt.costPrice,
  });
  return { lot, lotCreated: !existing, expiryDatesCount: await countLiveLots(tx, ownerId, product.id) };
}

/** The same expiry date again: the lot takes the receipt's packaging and prices, then its units. */
async function receiveInto(
  tx: Db,
  lot: LotRow,
  prices: Parameters<typeof updateLot>[2],
  move: Omit<StockMove, 'ownerId' | 'lotId'>,
): Promise<LotRow> {
  await updateLot(tx, lot, prices);
  const received = await moveStock(tx, { ...move, ownerId: lot.ownerId, lotId: lot.id });
  if (!received) throw new Error('a held lot refused a receipt');
  return received;
}
