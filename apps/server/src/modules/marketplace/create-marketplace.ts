import type { Db } from '../../db/client.js';
import { type MarketplaceCreateValues, marketplaceCategoryOfSupplier } from '@assist/domain';
import { sql } from 'drizzle-orm';
import { marketplaces } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { type MarketplaceRow, ownMarketplace } from './marketplace-repository.js';
import type { Business } from './business.js';

/**
 * `POST /api/marketplace/create`: a supplier has one marketplace. An empty body creates it when
 * there is none (named after the business) and answers the one there is otherwise (created false);
 * a named create when one exists is 409 marketplace_exists. The category follows the supplier
 * type; approval is required unless the body says otherwise or the superadmin's auto-approve
 * setting is on. The supplier's row is locked first, so two creates at once make one marketplace.
 */
export async function createMarketplace(
  db: Db,
  actor: Business,
  input: MarketplaceCreateValues,
  autoApprove: boolean,
): Promise<{ marketplace: MarketplaceRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${actor.ownerId} for update`);
    const existing = await ownMarketplace(tx, actor.ownerId);
    if (existing) {
      if (input.name !== undefined) throw conflict('marketplace_exists');
      return { marketplace: existing, created: false };
    }
    const user = actor.user;
    const name = input.name ?? (user.businessName?.trim() || user.email).slice(0, 120);
    const [marketplace] = await tx
      .insert(marketplaces)
      .values({
        ownerId: actor.ownerId,
        name: name.length >= 2 ? name : `${name} Marketplace`,
        description: input.description,
        businessCategory: marketplaceCategoryOfSupplier(user.supplierType),
        requiresApproval: input.requiresApproval ?? !autoApprove,
      })
      .returning();
    if (!marketplace) throw new Error('marketplace was not created');
    return { marketplace, created: true };
  });
}
