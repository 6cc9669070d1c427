import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Lane batches (issue 30): the demo pharmacy's medicines carry their maker's batch, as a GS1 pack
 * code prints it: two of three medicine lots get one (`B` + the expiry's year and month + a letter
 * of the lot), so the inventory list, its search and the till show batches beside lots without.
 * No units change (no movement): the batch is a label of the lot.
 */
export async function giveDemoBatches(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`
    update inventory_lots l
       set batch_number = 'B' || to_char(l.expiry_date, 'YYMM') || chr(65 + (l.id % 26)) || lpad((l.id % 97)::text, 2, '0')
      from products p
     where p.owner_id = l.owner_id and p.id = l.product_id
       and l.owner_id = ${ownerId} and p.category = 'medications' and l.id % 3 <> 0`);
}
