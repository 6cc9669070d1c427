import type { AddProductResponse, ReceiveStockRequest } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findProduct } from '../catalogue/products-repository.js';
import { findSupplier } from '../suppliers/suppliers-repository.js';
import { receiptAnswer } from './receive-product-row.js';
import { receiveStock } from './receive-stock.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

export type ReceiveStockInput = z.output<typeof ReceiveStockRequest>;

/** `POST /api/inventory`: stock of a product already in the tenant's catalogue, received like add-product. */
export async function receiveIntoProduct(
  ctx: AppContext,
  actor: Actor,
  input: ReceiveStockInput,
  once?: RequestOnce,
): Promise<AddProductResponse> {
  return ctx.db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const supplier = await findSupplier(tx, actor.ownerId, input.supplierId);
      if (!supplier) throw notFound('supplier_not_found');
      const product = await findProduct(tx, actor.ownerId, input.productId, true);
      if (!product) throw notFound('product_not_found');
      const received = await receiveStock(tx, product, { ...input, supplier, orderRef: input.orderId });
      return receiptAnswer('updated', product, received);
    }),
  );
}
