import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { teamMembers, users } from './users.js';

/** Server-side sessions: the cookie holds a random token, the table its keyed hash. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One pending e-mail verification code per address, stored hashed. */
export const emailOtps = pgTable('email_otps', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for the limits that must hold across server instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins of one account from one client address since its last success: they set how
 * long that pair waits before its next try. The row whose address is '' counts the account's
 * failures from every address (modules/auth/sign-in-throttle.ts). Rows go 24 h after their last
 * failure.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.address] }),
    index('sign_in_failures_last_failed_idx').on(t.lastFailedAt),
  ],
);

/**
 * Browsers (a hashed random cookie, 'device:…') and addresses ('address:…') that have signed in to
 * an account: they pass the per-account cap. Rows go 90 days after their last sign-in.
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    account: text('account').notNull(),
    device: text('device').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.device] }),
    index('known_sign_ins_last_signed_in_idx').on(t.lastSignedInAt),
  ],
);

/** Small key/value store: system settings, generated secrets. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
