import { z } from 'zod';
import type { NotificationKind } from '../marketplace/notifications.js';

/**
 * What a business hears on its live stream (`GET /api/events`, docs/decisions/2026-11-28-live-news.md):
 * only which kind of its data changed, never the data itself; the app reloads that kind's lists
 * through their usual routes, which check access as ever.
 */
export const liveEventTypes = ['notifications', 'transfers', 'purchase-requests', 'payments', 'returns'] as const;

export type LiveEventType = (typeof liveEventTypes)[number];

/** One event of the stream (the `data:` line of a server-sent event named `change`). */
export const LiveEvent = z.object({ type: z.enum(liveEventTypes) });
export type LiveEvent = z.infer<typeof LiveEvent>;

/** Seconds between the stream's heartbeat comments (under proxies' 60 s read timeouts). */
export const liveHeartbeatSeconds = 25;

/**
 * The list a notification of this kind also changes, besides the bell: a purchase response changes
 * the request's card, a payment claim the balances. A broadcast or a join answer changes only the bell.
 */
export function liveTypeOfNotice(kind: NotificationKind): LiveEventType | null {
  switch (kind) {
    case 'purchase_request':
    case 'purchase_response':
      return 'purchase-requests';
    case 'transfer':
      return 'transfers';
    case 'payment_claim':
    case 'payment_decision':
      return 'payments';
    case 'transfer_return':
    case 'transfer_return_decision':
      return 'returns';
    default:
      return null;
  }
}
