import type { AddProductResponse } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import {
  type NewProduct,
  type ProductRow,
  findProductByBarcodeForUpdate,
  insertProduct,
  updateProductRow,
} from '../catalogue/products-repository.js';
import { type Receipt, type Received, receiveStock } from './receive-stock.js';

/** A receipt row that names its product by barcode (add-product, drafts, bulk saves). */
export interface ProductRowInput {
  productName: string;
  barcode: string;
  category: NewProduct['category'];
  /** Answers a name conflict: true renames, false keeps; undefined answers 409 name_conflict. */
  updateProductName?: boolean;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Inside the caller's transaction: finds the tenant's product by barcode (or creates it), settles
 * its name (409 until the user chose) and receives the stock through receiveStock.
 */
export async function receiveProductRow(
  tx: Db,
  ownerId: number,
  row: ProductRowInput,
  receipt: Receipt,
): Promise<AddProductResponse> {
  const { product: found, created } = await findOrCreate(tx, ownerId, row);
  const product = created ? found : await reconcile(tx, found, row);
  const received = await receiveStock(tx, product, receipt);
  return receiptAnswer(created ? 'added' : 'updated', product, received);
}

/** The answer of a receipt: the spec's action/expiryDate/expiryDatesCount and our ids. */
export function receiptAnswer(
  action: 'added' | 'updated',
  product: ProductRow,
  received: Received,
): AddProductResponse {
  return {
    action,
    expiryDate: received.lot.expiryDate,
    batchNumber: received.lot.batchNumber,
    expiryDatesCount: received.expiryDatesCount,
    isNewExpiryDate: action === 'updated' && received.lotCreated,
    inventoryId: received.lot.id,
    productId: product.id,
  };
}

/** A known barcode: settle its name (409 until the user chose) and fill a missing category. */
async function reconcile(tx: Db, product: ProductRow, input: ProductRowInput): Promise<ProductRow> {
  const changes: { name?: string; category?: string } = {};
  if (!sameName(product.name, input.productName)) {
    if (input.updateProductName === undefined) {
      throw conflict('name_conflict', {
        currentName: product.name,
        newName: input.productName,
      });
    }
    if (input.updateProductName) changes.name = input.productName;
  }
  if (product.category === 'none' && input.category !== 'none') changes.category = input.category;
  if (Object.keys(changes).length === 0) return product;
  return (await updateProductRow(tx, product.ownerId, product.id, changes)) ?? product;
}

/** The tenant's product with the barcode, held for the transaction, created when there is none. */
async function findOrCreate(tx: Db, ownerId: number, input: ProductRowInput) {
  const known = await findProductByBarcodeForUpdate(tx, ownerId, input.barcode);
  if (known) return { product: known, created: false };
  const fields = { name: input.productName, barcode: input.barcode, category: input.category };
  const created = await insertProduct(tx, ownerId, fields);
  if (created) return { product: created, created: true };
  // Another request created the barcode a moment ago (the unique index made this insert wait): use it.
  const raced = await findProductByBarcodeForUpdate(tx, ownerId, input.barcode);
  if (!raced) throw new Error('product vanished while receiving');
  return { product: raced, created: false };
}
