import { type Capability, LiveEvent, type LiveEventType } from '@assist/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from './connectivity';
import { afterFirstScreen } from './first-screen';
import {
  marketplaceKeys,
  notificationKeys,
  returnKeys,
  supplierKeys,
  supplierMarketplaceKeys,
  transferKeys,
} from './query-keys';

/**
 * Live news (docs/decisions/2026-11-28-live-news.md): one EventSource on `GET /api/events` for the
 * signed-in app. Each event names a kind of the business's trade data that another party changed;
 * the queries showing it are marked stale, so the screens on view ask again at once. While the
 * stream is open the lists' polling slows to `liveFallbackMs`; closed (offline, refused), it is
 * back to each list's own pace.
 */

/** The queries each kind of news makes stale (both sides of a trade: the list keys of each). */
export const liveInvalidations: Record<LiveEventType, QueryKey[]> = {
  notifications: [notificationKeys.all],
  transfers: [transferKeys.all, marketplaceKeys.purchaseRequests(), supplierMarketplaceKeys.purchaseRequests()],
  'purchase-requests': [marketplaceKeys.purchaseRequests(), supplierMarketplaceKeys.purchaseRequests()],
  payments: [transferKeys.balances(), supplierKeys.all],
  returns: [returnKeys.all, transferKeys.balances(), supplierKeys.all],
};

/** The areas whose holders may open the stream (the server's declared access). */
export const liveAreas: Capability[] = ['marketplace', 'supplierMarketplace', 'transfers', 'suppliers', 'returns'];

/** How slowly the lists still poll while the stream is open: a safety net, not the news. */
export const liveFallbackMs = 5 * 60_000;

/** How long to wait before opening again a stream the server refused or ended for good. */
export const reopenAfterMs = 30_000;

/** What the app needs of an EventSource (tests give their own). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

const CLOSED = 2;
let streamOpen = false;
const listeners = new Set<() => void>();
function setOpen(open: boolean) {
  if (streamOpen === open) return;
  streamOpen = open;
  for (const listener of listeners) listener();
}

/** True while the live stream is open. */
export const liveNewsOpen = (): boolean => streamOpen;

/** A list's refetchInterval: its own pace, slowed to liveFallbackMs while the stream is open. */
export const whileLive = (ownMs: number) => (): number => (streamOpen ? liveFallbackMs : ownMs);

/** Marks stale what a received event names; an unreadable event changes nothing. */
export function applyLiveEvent(client: QueryClient, data: string): void {
  let parsed: LiveEvent;
  try {
    parsed = LiveEvent.parse(JSON.parse(data));
  } catch {
    return;
  }
  for (const queryKey of liveInvalidations[parsed.type]) void client.invalidateQueries({ queryKey });
}

/**
 * Keeps one stream open while online: the browser reconnects a dropped one itself (the server's
 * `retry`); one it gave up on (a refusal, a full server) is opened again after reopenAfterMs.
 * Offline it is closed; back online it is opened again and everything it covers is reloaded.
 * `late`: opened after the screens asked their lists (useLiveNews), so its first opening reloads
 * them too (what changed in between was not heard). Returns the function that stops it.
 */
export function keepLiveNews(
  client: QueryClient,
  open: (url: string) => EventSourceLike = (url) => new EventSource(url, { withCredentials: true }),
  env: { online: () => boolean; watch: (change: () => void) => () => void } = {
    online: isOnline,
    watch: subscribeConnectivity,
  },
  late = false,
): () => void {
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasOpen = late;
  const close = () => {
    source?.close();
    source = null;
    clearTimeout(timer);
    setOpen(false);
  };
  const connect = () => {
    if (source || !env.online()) return;
    const next = open('/api/events');
    source = next;
    next.onopen = () => {
      // Reopened after a gap (or opened late): what changed meanwhile was not heard, so all of it is reloaded.
      if (wasOpen)
        for (const keys of Object.values(liveInvalidations))
          for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      wasOpen = true;
      setOpen(true);
    };
    next.onmessage = (event) => applyLiveEvent(client, event.data);
    next.onerror = () => {
      setOpen(false);
      if (next.readyState !== CLOSED) return;
      source = null;
      timer = setTimeout(connect, reopenAfterMs);
    };
  };
  const stopWatching = env.watch(() => (env.online() ? connect() : close()));
  connect();
  return () => {
    stopWatching();
    close();
  };
}

/**
 * The signed-in app's live news, when its areas reach the stream. The stream opens once the first
 * screen has drawn (lib/first-screen.ts): on a phone's network it holds one of the few connections
 * the page's code and data need before then, and the lists it refreshes have just been asked.
 */
export function useLiveNews(capabilities: readonly string[]): boolean {
  const client = useQueryClient();
  const allowed = liveAreas.some((area) => capabilities.includes(area));
  useEffect(() => {
    if (!allowed || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    afterFirstScreen(() => {
      if (!unmounted) stop = keepLiveNews(client, undefined, undefined, true);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [allowed, client]);
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, liveNewsOpen);
}
