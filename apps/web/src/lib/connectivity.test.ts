import { describe, expect, it } from 'vitest';
import { type ConnectivityEnvironment, createConnectivityMonitor, probeIntervals } from './connectivity';

/** A browser stand-in: the network switch, the server's answer and the clock are ours to set. */
function fakeBrowser() {
  const handlers: Parameters<ConnectivityEnvironment['watch']>[0][] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const stored = new Map<string, string>();
  const world = { network: true, serverUp: true, probes: 0 };
  const env: ConnectivityEnvironment = {
    browserOnline: () => world.network,
    watch: (on) => {
      handlers.push(on);
      return () => handlers.splice(handlers.indexOf(on), 1);
    },
    probe: async () => {
      world.probes++;
      return world.serverUp;
    },
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const at = timers.indexOf(timer as (typeof timers)[number]);
      if (at >= 0) timers.splice(at, 1);
    },
    now: () => 1_000,
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { env, world, handlers, timers, stored, settle };
}

describe('connectivity', () => {
  it('is offline when the server does not answer although the browser says online, and back when it does', async () => {
    const b = fakeBrowser();
    const monitor = createConnectivityMonitor(b.env);
    const seen: boolean[] = [];
    b.world.serverUp = false;
    monitor.subscribe(() => seen.push(monitor.get().online));
    await b.settle();
    expect(monitor.get()).toMatchObject({ online: false, browserOnline: true, serverReachable: false });
    // While the server is gone it is asked again soon.
    expect(b.timers.map((t) => t.ms)).toEqual([probeIntervals.unreachable]);
    b.world.serverUp = true;
    b.timers[0]?.run();
    await b.settle();
    expect(monitor.get().online).toBe(true);
    expect(b.timers.map((t) => t.ms)).toEqual([probeIntervals.healthy]);
    expect(seen).toEqual([false, true]);
  });

  it('follows the browser events and probes when the network returns', async () => {
    const b = fakeBrowser();
    const monitor = createConnectivityMonitor(b.env);
    monitor.subscribe(() => {});
    await b.settle();
    b.world.network = false;
    b.handlers[0]?.offline();
    expect(monitor.get().online).toBe(false);
    expect(b.timers).toEqual([]);
    const probesBefore = b.world.probes;
    b.world.network = true;
    b.handlers[0]?.online();
    await b.settle();
    expect(b.world.probes).toBe(probesBefore + 1);
    expect(monitor.get().online).toBe(true);
  });

  it('simulates offline until restored, and remembers it across a reload of the tab', async () => {
    const b = fakeBrowser();
    const monitor = createConnectivityMonitor(b.env);
    monitor.subscribe(() => {});
    monitor.setForcedOffline(true);
    expect(monitor.get()).toMatchObject({ online: false, forcedOffline: true, serverReachable: true });
    expect(await monitor.check()).toBe(false);
    expect(createConnectivityMonitor(b.env).get()).toMatchObject({ online: false, forcedOffline: true });
    monitor.setForcedOffline(false);
    await b.settle();
    expect(monitor.get().online).toBe(true);
    expect(b.stored.size).toBe(0);
  });

  it('learns from requests: no answer means offline at once, an answer means the server is back', () => {
    const b = fakeBrowser();
    const monitor = createConnectivityMonitor(b.env);
    monitor.reportNetworkFailure();
    expect(monitor.get().online).toBe(false);
    monitor.reportServerReached();
    expect(monitor.get().online).toBe(true);
  });
});
