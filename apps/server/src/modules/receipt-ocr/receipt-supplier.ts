import { type OcrDetectedSupplier, type ReceiptReading, phoneKey } from '@assist/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';
import { type SupplierRow, insertSupplier } from '../suppliers/suppliers-repository.js';

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The tenant's supplier a receipt comes from: matched by name (ignoring case and spacing) or by
 * phone (the last 9 digits, so "+964 770 ..." is "0770 ..."), else created from the receipt with
 * the name as contact. None when the receipt names no supplier.
 */
export async function receiptSupplier(
  db: Db,
  ownerId: number,
  read: ReceiptReading['supplier'],
): Promise<{ supplier: SupplierRow | null; created: boolean }> {
  if (!read.name && !read.phone) return { supplier: null, created: false };
  const known = await db.select().from(suppliers).where(eq(suppliers.ownerId, ownerId));
  const key = read.phone ? phoneKey(read.phone) : null;
  const match =
    (read.name ? known.find((s) => sameName(s.name, read.name!)) : undefined) ??
    (key && key.length >= 6 ? known.find((s) => phoneKey(s.phone) === key) : undefined);
  if (match) return { supplier: match, created: false };
  if (!read.name) return { supplier: null, created: false };
  const supplier = await insertSupplier(db, ownerId, {
    name: read.name.slice(0, 200),
    contact: read.name.slice(0, 200),
    phone: read.phone ?? '',
    email: null,
    address: null,
  });
  return { supplier, created: true };
}

export function presentDetectedSupplier(row: SupplierRow): OcrDetectedSupplier {
  return { id: row.id, name: row.name, phone: row.phone, email: row.email, address: row.address };
}
