import type { CreateProductRequest } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { type ProductRow, insertProduct } from './products-repository.js';

export type CreateProductInput = z.output<typeof CreateProductRequest>;

export const barcodeTakenError = () => conflict('barcode_taken');

/** Adds a product to the tenant's catalogue; a barcode already in it answers 409. */
export async function createProduct(ctx: AppContext, actor: Actor, input: CreateProductInput): Promise<ProductRow> {
  const row = await insertProduct(ctx.db, actor.ownerId, input);
  if (!row) throw barcodeTakenError();
  return row;
}
