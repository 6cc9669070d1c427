import {
  type NewReceiptSupplier,
  type OcrDetectedSupplier,
  type ReceiptReading,
  findSupplierByName,
  phoneKey,
} from '@assist/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';
import { type SupplierRow, insertSupplier } from '../suppliers/suppliers-repository.js';

const tenantSuppliers = (db: Db, ownerId: number) => db.select().from(suppliers).where(eq(suppliers.ownerId, ownerId));

/**
 * The tenant's supplier a receipt comes from: matched by name (supplierNameKey: "MedSupply Co" is
 * "MedSupply Co.", "شركة الأدوية" is "شركه الادويه") or by phone (the last 9 digits, so
 * "+964 770 ..." is "0770 ..."). Never created here: the review suggests the match, and a new
 * supplier is created only when the user saves the receipt with it confirmed (receiptSupplierToSave).
 */
export async function matchReceiptSupplier(
  db: Db,
  ownerId: number,
  read: ReceiptReading['supplier'],
): Promise<SupplierRow | null> {
  if (!read.name && !read.phone) return null;
  const known = await tenantSuppliers(db, ownerId);
  const key = read.phone ? phoneKey(read.phone) : null;
  return (
    (read.name ? findSupplierByName(known, read.name) : undefined) ??
    (key && key.length >= 6 ? known.find((s) => phoneKey(s.phone) === key) : undefined) ??
    null
  );
}

/**
 * The supplier a receipt confirmed as new is saved under, in the save's transaction: the tenant's
 * supplier of the same name if one exists by now (no near-duplicate), else a new one with the name
 * as contact.
 */
export async function receiptSupplierToSave(
  db: Db,
  ownerId: number,
  confirmed: NewReceiptSupplier,
): Promise<SupplierRow> {
  const existing = findSupplierByName(await tenantSuppliers(db, ownerId), confirmed.name);
  if (existing) return existing;
  return insertSupplier(db, ownerId, {
    name: confirmed.name,
    contact: confirmed.name,
    phone: confirmed.phone ?? '',
    email: null,
    address: null,
  });
}

export function presentDetectedSupplier(row: SupplierRow): OcrDetectedSupplier {
  return { id: row.id, name: row.name, phone: row.phone, email: row.email, address: row.address };
}
