import type { SystemSettings, TransferPartner } from '@assist/domain';
import { can } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { users } from '../../db/schema/index.js';
import { accessSubjectOf } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The business a transfer goes to, by its exact e-mail (any case): an active, verified business
 * account that can open transfers (so it can review them), not the sender. Otherwise 404 (400 for
 * oneself): no account is confirmed to exist beyond what a working recipient shows. Inside a
 * transaction pass `settings` read before it: the settings store queries outside the transaction,
 * which on PGlite's one connection waits for the transaction forever.
 */
export async function findRecipient(
  ctx: AppContext,
  db: Db,
  senderId: number,
  email: string,
  settings?: SystemSettings,
): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) and ${users.deletedAt} is null`);
  if (!user || user.role !== 'user' || !user.emailVerified || !user.userType)
    throw notFound('transfer_recipient_not_found');
  if (user.id === senderId) throw badRequest('transfer_to_self');
  const subject = accessSubjectOf(user, null, settings ?? (await ctx.settings.get()));
  if (!can(subject, 'transfers')) throw notFound('transfer_recipient_not_found');
  return user;
}

/**
 * `GET /api/users-for-transfer`: the businesses this one has sent to or received from, the
 * suppliers whose marketplace it has approved access to and the retailers with approved access to
 * its marketplace; the most recent first, still active. Never every account (spec part 2 §2,
 * issue 16): a new partner is typed by its exact e-mail.
 */
export async function listPartners(db: Db, ownerId: number): Promise<TransferPartner[]> {
  const result = await db.execute(sql`
    select u.id, u.email, coalesce(u.business_name, u.email) as "businessName"
    from (
      select partner, max(at) as last from (
        select case when owner_id = ${ownerId} then to_owner_id else owner_id end as partner, created_at as at
        from transfers where owner_id = ${ownerId} or to_owner_id = ${ownerId}
        union all
        select case when owner_id = ${ownerId} then retailer_id else owner_id end, coalesce(reviewed_at, created_at)
        from marketplace_access
        where status = 'approved' and (owner_id = ${ownerId} or retailer_id = ${ownerId})
      ) links group by 1
    ) p join users u on u.id = p.partner
    where u.is_active and u.deleted_at is null
    order by p.last desc, u.id
    limit 500`);
  return rowsOf<TransferPartner>(result).map((row) => ({ ...row, id: Number(row.id) }));
}
