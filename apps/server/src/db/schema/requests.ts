import { jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns.js';

/**
 * One row per write a client sent with a clientRequestId (returns, receipts, supplier returns and
 * payments, expenses, transfers and their payments): written in the write's own transaction, first,
 * so the unique index decides a race of two identical requests. fingerprint is the hash of the
 * route and the body without the id; answer the first result, which a resend gets again
 * (platform/request-once.ts; decisions/2026-11-26-idempotent-writes.md). answer is null only
 * inside the claiming transaction.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    clientRequestId: uuid('client_request_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_requests_owner_request_uidx').on(t.ownerId, t.clientRequestId)],
);
