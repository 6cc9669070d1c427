import type { Db } from '../../db/client.js';
import type { MarketplaceSettingsValues } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import { marketplaces } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/**
 * `PATCH /api/marketplace/settings/{id}`: the switches the body names (hidePrices,
 * requiresApproval, isActive, and name or description); another business's id is 404. Turning
 * approval off does not approve requests already pending: the supplier answers those.
 */
export async function updateSettings(
  db: Db,
  ownerId: number,
  id: number,
  input: MarketplaceSettingsValues,
): Promise<void> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(marketplaces)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(marketplaces.id, id), eq(marketplaces.ownerId, ownerId)))
    .returning({ id: marketplaces.id });
  if (!row) throw notFound('marketplace_not_found');
}
