import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type EventSourceLike,
  keepLiveNews,
  liveFallbackMs,
  liveNewsOpen,
  reopenAfterMs,
  whileLive,
} from './live-news';
import { marketplaceKeys, notificationKeys, transferKeys } from './query-keys';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  says(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

function world(online = true, late = false) {
  const client = new QueryClient();
  const sources: FakeSource[] = [];
  const state = { online, change: () => {} };
  const stop = keepLiveNews(
    client,
    () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    {
      online: () => state.online,
      watch: (change) => {
        state.change = change;
        return () => {};
      },
    },
    late,
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? null;
  const seed = () => {
    for (const key of [notificationKeys.list(), transferKeys.incoming(), marketplaceKeys.purchaseRequests()]) {
      client.setQueryData(key, []);
    }
  };
  return { client, sources, state, stop, stale, seed };
}

afterEach(() => vi.useRealTimers());

describe('live news in the web app', () => {
  it("marks stale only the queries of the event's kind, and slows polling while open", () => {
    const w = world();
    w.seed();
    const source = w.sources[0];
    expect(w.sources).toHaveLength(1);
    expect(whileLive(60_000)()).toBe(60_000);
    source?.opened();
    expect(liveNewsOpen()).toBe(true);
    expect(whileLive(60_000)()).toBe(liveFallbackMs);

    source?.says('{"type":"notifications"}');
    expect(w.stale(notificationKeys.list())).toBe(true);
    expect(w.stale(transferKeys.incoming())).toBe(false);
    source?.says('{"type":"purchase-requests"}');
    expect(w.stale(marketplaceKeys.purchaseRequests())).toBe(true);
    expect(w.stale(transferKeys.incoming())).toBe(false);
    source?.says('not json');
    source?.says('{"type":"everything"}');
    expect(w.stale(transferKeys.incoming())).toBe(false);
    w.stop();
    expect(source?.closed).toBe(true);
    expect(liveNewsOpen()).toBe(false);
  });

  it('closes offline, opens again online and reloads what it may have missed', () => {
    const w = world();
    w.sources[0]?.opened();
    w.state.online = false;
    w.state.change();
    expect(w.sources[0]?.closed).toBe(true);
    expect(liveNewsOpen()).toBe(false);
    w.seed();
    w.state.online = true;
    w.state.change();
    expect(w.sources).toHaveLength(2);
    w.sources[1]?.opened();
    expect(w.stale(transferKeys.incoming())).toBe(true);
    expect(w.stale(notificationKeys.list())).toBe(true);
    w.stop();
  });

  it('opened after the first screen, reloads what the screens asked before it', () => {
    const w = world(true, true);
    w.seed();
    w.sources[0]?.opened();
    expect(w.stale(notificationKeys.list())).toBe(true);
    expect(w.stale(marketplaceKeys.purchaseRequests())).toBe(true);
    w.stop();
  });

  it('opens again later a stream the server refused', () => {
    vi.useFakeTimers();
    const w = world();
    const first = w.sources[0];
    if (!first) throw new Error('no stream');
    first.readyState = 2;
    first.onerror?.(new Event('error'));
    expect(w.sources).toHaveLength(1);
    vi.advanceTimersByTime(reopenAfterMs);
    expect(w.sources).toHaveLength(2);
    w.stop();
  });

  it('opens nothing while offline', () => {
    const w = world(false);
    expect(w.sources).toHaveLength(0);
    w.stop();
  });
});
