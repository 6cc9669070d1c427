import type { JoinRequest } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccess, marketplaces } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/notify.js';
import { findJoinRequest } from './join-requests-repository.js';
import { nameOf, notices } from './notices.js';
import type { Business } from './business.js';

/**
 * `POST /api/marketplace/join-request/{id}/approve|reject`: the supplier answers a pending join
 * request by a conditional update (of two answers at once, the second gets 409); another
 * business's request is 404. The retailer is notified.
 */
export async function reviewJoinRequest(
  db: Db,
  actor: Business,
  id: number,
  status: 'approved' | 'rejected',
  responseMessage: string | null,
): Promise<JoinRequest> {
  await db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(marketplaceAccess)
      .set({ status, responseMessage, reviewedAt: new Date() })
      .where(
        and(
          eq(marketplaceAccess.id, id),
          eq(marketplaceAccess.ownerId, actor.ownerId),
          eq(marketplaceAccess.status, 'pending'),
        ),
      )
      .returning();
    if (!reviewed) throw await whyNot(tx, actor.ownerId, id);
    const [marketplace] = await tx
      .select({ name: marketplaces.name })
      .from(marketplaces)
      .where(eq(marketplaces.id, reviewed.marketplaceId));
    await notify(tx, [
      notices.joinResponse(reviewed.retailerId, actor.ownerId, nameOf(actor.user), marketplace?.name ?? '', status),
    ]);
  });
  const request = await findJoinRequest(db, id);
  if (!request) throw notFound('join_request_not_found');
  return request;
}

async function whyNot(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .select({ status: marketplaceAccess.status })
    .from(marketplaceAccess)
    .where(and(eq(marketplaceAccess.id, id), eq(marketplaceAccess.ownerId, ownerId)));
  if (!row) return notFound('join_request_not_found');
  return conflict(row.status === 'approved' ? 'request_already_approved' : 'request_already_rejected');
}
