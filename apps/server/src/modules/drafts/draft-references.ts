import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { findProduct } from '../catalogue/products-repository.js';
import { findSupplier } from '../suppliers/suppliers-repository.js';

/** A supplier or product id a draft points at must be the tenant's: another tenant's answers 404. */
export async function checkDraftReferences(
  db: Db,
  ownerId: number,
  refs: { supplierId?: number | null; productId?: number | null },
): Promise<void> {
  if (refs.supplierId != null && !(await findSupplier(db, ownerId, refs.supplierId)))
    throw notFound('supplier_not_found');
  if (refs.productId != null && !(await findProduct(db, ownerId, refs.productId))) throw notFound('product_not_found');
}
