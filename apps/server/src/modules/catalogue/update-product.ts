import type { UpdateProductRequest } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { barcodeTakenError } from './create-product.js';
import { type ProductRow, updateProductRow } from './products-repository.js';

export type UpdateProductInput = z.output<typeof UpdateProductRequest>;

/** Edit Product: renames or re-barcodes one of the tenant's products; a barcode in use answers 409. */
export async function updateProduct(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateProductInput,
): Promise<ProductRow> {
  try {
    const row = await updateProductRow(ctx.db, actor.ownerId, id, input);
    if (!row) throw notFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw barcodeTakenError();
    throw error;
  }
}
