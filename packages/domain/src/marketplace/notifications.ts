import { z } from 'zod';
import { BodyId } from '../common/bounds.js';
import { recallActions } from '../recalls/actions.js';

export const notificationKinds = [
  'broadcast',
  'join_request',
  'join_response',
  'purchase_request',
  'purchase_response',
  'transfer',
  'payment_claim',
  'payment_decision',
  'transfer_return',
  'transfer_return_decision',
  'recall',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a request's notification tells of: asked (pending), or the answer. */
export const notificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/**
 * Something for the business to read. title and message are the supplier's own words for a
 * broadcast; for the other kinds they are English text the web may replace by kind, with
 * fromBusinessName and status. link: the screen it concerns. readAt null = unread.
 * status: of a join or purchase request (pending = asked; a join_request approved = joined at
 * once), null for a broadcast or a transfer. marketplaceName: the marketplace it concerns (the
 * supplier's), null for a transfer. The web words every kind but a broadcast from these.
 */
/**
 * What a recall's notification names, as it stood when the recall reached the business (issue 30):
 * the web words it in the reader's language. The reason is the issuer's own words.
 */
export const RecallNoticeDetails = z.object({
  productName: z.string(),
  batchNumber: z.string(),
  unitsReceived: z.number().int(),
  unitsHeld: z.number().int(),
  /** Units on their way in a transfer not yet accepted: they arrive marked recalled. */
  unitsPending: z.number().int(),
  action: z.enum(recallActions),
  reason: z.string(),
});
export type RecallNoticeDetails = z.infer<typeof RecallNoticeDetails>;

export const Notification = z.object({
  id: z.number(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  fromBusinessId: z.number().nullable(),
  fromBusinessName: z.string().nullable(),
  status: z.enum(notificationStatuses).nullable(),
  marketplaceName: z.string().nullable(),
  /** A recall's figures (kind `recall`); null for every other kind. */
  recall: RecallNoticeDetails.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications`: the latest 50, newest first, and how many are unread in all. */
export const NotificationFeed = z.object({ notifications: z.array(Notification), unreadCount: z.number() });
export type NotificationFeed = z.infer<typeof NotificationFeed>;

/**
 * `POST /api/notifications/read`: the ids named (all the caller's own, else 404 and nothing
 * marked), or all when `ids` is absent (send `{}`).
 */
export const NotificationReadRequest = z.object({ ids: z.array(BodyId()).max(500).optional() });
export type NotificationReadRequest = z.input<typeof NotificationReadRequest>;

/** What is left unread after marking. */
export const NotificationReadResponse = z.object({ unreadCount: z.number() });
export type NotificationReadResponse = z.infer<typeof NotificationReadResponse>;
