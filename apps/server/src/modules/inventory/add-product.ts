import type { AddProductRequest, AddProductResponse } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findSupplier } from '../suppliers/suppliers-repository.js';
import { receiveProductRow } from './receive-product-row.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

export type AddProductInput = z.output<typeof AddProductRequest>;

/**
 * Add New Products, one row: finds the product by barcode (or creates it), then receives the
 * stock, all in one transaction. A barcode known under another name answers 409 name_conflict
 * until the row comes back with updateProductName (true renames, false keeps the name).
 */
export async function addProduct(
  ctx: AppContext,
  actor: Actor,
  input: AddProductInput,
  once?: RequestOnce,
): Promise<AddProductResponse> {
  return ctx.db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const supplier = await findSupplier(tx, actor.ownerId, input.supplierId);
      if (!supplier) throw notFound('supplier_not_found');
      return receiveProductRow(tx, actor.ownerId, input, { ...input, supplier, orderRef: input.orderId });
    }),
  );
}
