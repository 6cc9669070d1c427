import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * An invitation the superadmin sent to open a business by e-mail (migration 0015). The invited
 * account exists from the start (needs_signup_completion, no usable password); the link carries a
 * random token whose hash is kept here. Accepting sets the password, signs the owner in and leads
 * to the signup-completion screen; a token works once and until it expires.
 */
export const accountInvites = pgTable(
  'account_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_invites_user_idx').on(t.userId)],
);

/**
 * The notice that an account's subscription ends soon (superadmin settings noticeDays and
 * emailNotifications), sent once per subscription period: one row per account and period end,
 * written before the message goes out, so two server instances never both send it.
 */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_notices_user_period_key').on(t.userId, t.periodEnd)],
);
