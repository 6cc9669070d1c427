import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** A barcode for a product that came without one: "GEN-" and 10 random base-36 characters. */
function generatedBarcode(): string {
  const n = randomBytes(8).readBigUInt64BE() % 36n ** 10n;
  return `GEN-${n.toString(36).toUpperCase().padStart(10, '0')}`;
}

/**
 * `count` generated barcodes no product of the tenant has and none repeated. With 36^10 codes a
 * clash is all but impossible, but the check is one indexed query per 5,000 codes.
 */
export async function freshBarcodes(db: Db, ownerId: number, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const batch = new Set<string>();
    while (batch.size < Math.min(count - codes.size, 5000)) {
      const code = generatedBarcode();
      if (!codes.has(code)) batch.add(code);
    }
    const taken = await db
      .select({ barcode: products.barcode })
      .from(products)
      .where(and(eq(products.ownerId, ownerId), inArray(products.barcode, [...batch])));
    for (const { barcode } of taken) batch.delete(barcode);
    for (const code of batch) codes.add(code);
  }
  return [...codes];
}
