import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { namedByTermOrMedicine } from '../assistant/name-match.js';

/**
 * The ids of the sellers' products a marketplace search names, read the way the assistant reads a
 * product name (assistant/name-match.ts): case, spacing, Arabic letter forms, plurals and typos,
 * strengths as words, brands through the formulary. "Insulin glargine pens" names "Insulin Glargine
 * Pen 100IU/ml"; "lantus" names it too. The shortage notebook's "find in marketplace" lands here.
 */
export async function productIdsNamed(db: Db, supplierIds: number[], search: string): Promise<number[]> {
  const names = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select p.id, p.name from products p
      where p.owner_id in (${sql.join(
        supplierIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by lower(p.name), p.id`),
  );
  return namedByTermOrMedicine(search, names).named.map((p) => Number(p.id));
}
