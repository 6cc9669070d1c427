import { type AddProductRequest, type AddProductResponse, inventoryMessages as m } from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import {
  type ProductRow,
  findProductByBarcodeForUpdate,
  insertProduct,
  updateProductRow,
} from '../catalogue/products-repository.js';
import { findSupplier } from '../suppliers/suppliers-repository.js';
import { type Received, receiveStock } from './receive-stock.js';

export type AddProductInput = z.output<typeof AddProductRequest>;

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Add New Products, one row: finds the product by barcode (or creates it), then receives the
 * stock, all in one transaction. A barcode known under another name answers 409 name_conflict
 * until the row comes back with updateProductName (true renames, false keeps the name).
 */
export async function addProduct(ctx: AppContext, actor: Actor, input: AddProductInput): Promise<AddProductResponse> {
  return ctx.db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor.ownerId, input.supplierId);
    if (!supplier) throw notFound(m.supplierNotFound);
    const { product: found, created } = await findOrCreate(tx, actor.ownerId, input);
    const product = created ? found : await reconcile(tx, found, input);
    const received = await receiveStock(tx, product, { ...input, supplier, orderRef: input.orderId });
    return receiptAnswer(created ? 'added' : 'updated', product, received);
  });
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
    expiryDatesCount: received.expiryDatesCount,
    isNewExpiryDate: action === 'updated' && received.lotCreated,
    inventoryId: received.lot.id,
    productId: product.id,
  };
}

/** A known barcode: settle its name (409 until the user chose) and fill a missing category. */
async function reconcile(tx: Db, product: ProductRow, input: AddProductInput): Promise<ProductRow> {
  const changes: { name?: string; category?: string } = {};
  if (!sameName(product.name, input.productName)) {
    if (input.updateProductName === undefined) {
      throw conflict(m.nameConflict, {
        error: 'name_conflict',
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
async function findOrCreate(tx: Db, ownerId: number, input: AddProductInput) {
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
