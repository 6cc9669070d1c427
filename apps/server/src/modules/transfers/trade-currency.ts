import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * A business's currency now (users.preferred_currency), read in the caller's transaction: a trade
 * takes the seller's when it is made (a transfer's sender, a purchase request's supplier) and keeps
 * it, whatever the seller chooses later.
 */
export async function businessCurrency(db: Db, ownerId: number): Promise<string> {
  const [row] = await db.select({ currency: users.preferredCurrency }).from(users).where(eq(users.id, ownerId));
  if (!row) throw new Error(`no business ${ownerId}`);
  return row.currency;
}
