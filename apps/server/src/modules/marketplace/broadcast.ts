import type { Broadcast, BroadcastRequest } from '@assist/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccess, marketplaceBroadcasts } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { notify } from '../notifications/notify.js';
import { retailerLink } from './notices.js';
import { ownMarketplace } from './marketplace-repository.js';
import type { Business } from './business.js';

type BroadcastRow = typeof marketplaceBroadcasts.$inferSelect;

const present = (row: BroadcastRow): Broadcast => ({
  id: row.id,
  marketplaceId: row.marketplaceId,
  title: row.title,
  message: row.message,
  recipients: row.recipients,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `POST /api/marketplace/broadcast`: the supplier's message to every retailer with approved access
 * to its marketplace, one notification each (kind broadcast, the supplier's own words), in one
 * transaction. A supplier without a marketplace: 404 marketplace_not_found.
 */
export async function sendBroadcast(
  db: Db,
  actor: Business,
  input: { title: string; message: string } & BroadcastRequest,
): Promise<Broadcast> {
  return db.transaction(async (tx) => {
    const marketplace = await ownMarketplace(tx, actor.ownerId);
    if (!marketplace) throw notFound('marketplace_not_found');
    const retailers = await tx
      .select({ id: marketplaceAccess.retailerId })
      .from(marketplaceAccess)
      .where(and(eq(marketplaceAccess.marketplaceId, marketplace.id), eq(marketplaceAccess.status, 'approved')));
    const [row] = await tx
      .insert(marketplaceBroadcasts)
      .values({
        ownerId: actor.ownerId,
        marketplaceId: marketplace.id,
        title: input.title,
        message: input.message,
        recipients: retailers.length,
      })
      .returning();
    if (!row) throw new Error('broadcast was not written');
    await notify(
      tx,
      retailers.map((retailer) => ({
        ownerId: retailer.id,
        fromOwnerId: actor.ownerId,
        kind: 'broadcast' as const,
        title: input.title,
        message: input.message,
        link: retailerLink,
      })),
    );
    return present(row);
  });
}

/** `GET /api/marketplace/broadcasts`: the supplier's sent broadcasts, newest first (at most 100). */
export async function listBroadcasts(db: Db, ownerId: number): Promise<Broadcast[]> {
  const rows = await db
    .select()
    .from(marketplaceBroadcasts)
    .where(eq(marketplaceBroadcasts.ownerId, ownerId))
    .orderBy(desc(marketplaceBroadcasts.createdAt), desc(marketplaceBroadcasts.id))
    .limit(100);
  return rows.map(present);
}
