import { type SupplierCreateRequest, findSupplierByName } from '@assist/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { suppliers } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { type SupplierRow, insertSupplier } from './suppliers-repository.js';

type SupplierInput = z.output<typeof SupplierCreateRequest>;

/**
 * `POST /api/suppliers`: a new supplier, unless the tenant has one whose name matches by
 * supplierNameKey ("MedSupply Co" and "MedSupply Co.", Arabic letter variants): then 409
 * supplier_exists names the existing one, so its orders and debt stay on one supplier.
 */
export async function addSupplier(ctx: AppContext, ownerId: number, input: SupplierInput): Promise<SupplierRow> {
  return ctx.db.transaction(async (tx) => {
    const known = await tx.select().from(suppliers).where(eq(suppliers.ownerId, ownerId));
    const existing = findSupplierByName(known, input.name);
    if (existing)
      throw conflict('supplier_exists', {
        supplier: { id: existing.id, name: existing.name },
      });
    return insertSupplier(tx, ownerId, input);
  });
}
