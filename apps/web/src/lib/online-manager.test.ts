import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectivityMonitor, ConnectivityState } from './connectivity';
import { followConnectivity } from './online-manager';

/** A monitor whose answer the test sets. */
function fakeMonitor(online: boolean) {
  const listeners = new Set<() => void>();
  let state: ConnectivityState = {
    online,
    browserOnline: online,
    serverReachable: online,
    forcedOffline: false,
    checkedAt: null,
  };
  const monitor: ConnectivityMonitor = {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check: async () => state.online,
    setForcedOffline: () => undefined,
    reportNetworkFailure: () => undefined,
    reportServerReached: () => undefined,
    stop: () => listeners.clear(),
  };
  const set = (next: boolean) => {
    state = { ...state, online: next, browserOnline: next, serverReachable: next };
    for (const listener of listeners) listener();
  };
  return { monitor, set, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TanStack Query follows the connectivity monitor', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    onlineManager.setOnline(true);
  });

  it('is offline when the monitor is, and online again with it', () => {
    const fake = fakeMonitor(false);
    stop = followConnectivity(fake.monitor);
    expect(onlineManager.isOnline()).toBe(false);
    fake.set(true);
    expect(onlineManager.isOnline()).toBe(true);
    fake.set(false);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it("offline, a query of this device's copy (networkMode 'always') runs; one that needs the server waits, then runs", async () => {
    const fake = fakeMonitor(false);
    stop = followConnectivity(fake.monitor);
    const client = new QueryClient();
    client.mount(); // as QueryClientProvider does: paused queries go on when online
    const local = new QueryObserver(client, {
      queryKey: ['local'],
      queryFn: async () => 'the copy',
      networkMode: 'always',
    });
    const server = new QueryObserver(client, { queryKey: ['server'], queryFn: async () => 'the answer' });
    const unsubscribe = [local.subscribe(() => undefined), server.subscribe(() => undefined)];
    await settle();
    expect(local.getCurrentResult().data).toBe('the copy');
    expect(server.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });

    fake.set(true);
    await settle();
    expect(server.getCurrentResult().data).toBe('the answer');
    for (const off of unsubscribe) off();
    client.unmount();
    client.clear();
  });
});
