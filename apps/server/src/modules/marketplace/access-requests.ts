import type { AccessRequestValues, JoinRequest } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccess } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/notify.js';
import { findJoinRequest } from './join-requests-repository.js';
import { nameOf, notices } from './notices.js';
import { visibleMarketplace } from './visibility.js';
import type { Business } from './business.js';

/**
 * `POST /api/marketplace/request-access`: the retailer asks to see a marketplace it may browse
 * (else 404 marketplace_not_found, also when supplierId is not its supplier's). Approved at once
 * when the marketplace does not require approval; a rejected request may be asked again (pending
 * anew); a pending or approved one answers 409. The supplier is notified.
 */
export async function requestAccess(db: Db, actor: Business, input: AccessRequestValues): Promise<JoinRequest> {
  const id = await db.transaction(async (tx) => {
    const marketplace = await visibleMarketplace(tx, actor, input.marketplaceId);
    if (!marketplace || marketplace.supplierId !== input.supplierId) throw notFound('marketplace_not_found');
    const status = marketplace.requiresApproval ? 'pending' : 'approved';
    const values = {
      status,
      requestMessage: input.requestMessage,
      responseMessage: null,
      createdAt: new Date(),
      reviewedAt: status === 'approved' ? new Date() : null,
    } as const;
    const [inserted] = await tx
      .insert(marketplaceAccess)
      .values({
        ...values,
        ownerId: marketplace.supplierId,
        marketplaceId: marketplace.marketplaceId,
        retailerId: actor.ownerId,
      })
      .onConflictDoNothing()
      .returning({ id: marketplaceAccess.id });
    const accessId = inserted?.id ?? (await askAgain(tx, marketplace.marketplaceId, actor.ownerId, values));
    await notify(tx, [
      notices.joinRequest(
        marketplace.supplierId,
        actor.ownerId,
        nameOf(actor.user),
        marketplace.marketplaceName,
        status === 'approved',
      ),
    ]);
    return accessId;
  });
  const request = await findJoinRequest(db, id);
  if (!request) throw new Error('join request vanished');
  return request;
}

/** A second request: only after a rejection (conditional update), else 409. */
async function askAgain(
  tx: Db,
  marketplaceId: number,
  retailerId: number,
  values: Partial<typeof marketplaceAccess.$inferInsert>,
): Promise<number> {
  const where = and(eq(marketplaceAccess.marketplaceId, marketplaceId), eq(marketplaceAccess.retailerId, retailerId));
  const [again] = await tx
    .update(marketplaceAccess)
    .set(values)
    .where(and(where, eq(marketplaceAccess.status, 'rejected')))
    .returning({ id: marketplaceAccess.id });
  if (again) return again.id;
  const [row] = await tx.select({ status: marketplaceAccess.status }).from(marketplaceAccess).where(where);
  throw conflict(row?.status === 'approved' ? 'access_already_granted' : 'access_already_requested');
}
