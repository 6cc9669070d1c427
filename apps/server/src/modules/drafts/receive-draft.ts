import type { AddProductResponse } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { findProduct } from '../catalogue/products-repository.js';
import { receiptAnswer, receiveProductRow } from '../inventory/receive-product-row.js';
import { receiveStock } from '../inventory/receive-stock.js';
import { findSupplier } from '../suppliers/suppliers-repository.js';
import type { DraftRow } from './drafts-repository.js';
import { freshBarcodes } from './generated-barcodes.js';

/**
 * Puts a single-product draft into stock, inside the caller's transaction, through the same
 * receiving as add-product (lot, movement, supplier order). Needs name, quantity and cost price
 * (the spec's completion rule) and what a receipt cannot go without: retail price, expiry date,
 * supplier and order id. The lot is product + expiry + the draft's batch. The product is the draft's productId, else the product with its barcode,
 * else a new one (with a generated barcode when the draft has none).
 */
export async function receiveDraft(
  tx: Db,
  draft: DraftRow,
  updateProductName: boolean | undefined,
): Promise<AddProductResponse> {
  const { ownerId, productName, quantity, costPrice, retailPrice, expiryDate } = draft;
  if (!productName || quantity == null || costPrice == null) throw badRequest('draft_incomplete');
  if (retailPrice == null) throw badRequest('retail_price_required');
  if (!expiryDate) throw badRequest('expiry_date_required');
  if (draft.supplierId == null || !draft.orderRef) throw badRequest('supplier_and_order_required');
  const supplier = await findSupplier(tx, ownerId, draft.supplierId);
  if (!supplier) throw notFound('supplier_not_found');
  const receipt = {
    supplier,
    orderRef: draft.orderRef,
    quantity,
    unitsPerBox: draft.unitsPerBox ?? 1,
    costPrice,
    retailPrice,
    expiryDate,
    batchNumber: draft.batchNumber,
  };

  if (draft.productId != null) {
    const product = await findProduct(tx, ownerId, draft.productId, true);
    if (!product) throw notFound('product_not_found');
    return receiptAnswer('updated', product, await receiveStock(tx, product, receipt));
  }
  const barcode = draft.barcode || (await freshBarcodes(tx, ownerId, 1))[0]!;
  const row = { productName, barcode, category: draft.category ?? 'other', updateProductName };
  return receiveProductRow(tx, ownerId, row, receipt);
}
