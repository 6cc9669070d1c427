import { useSyncExternalStore } from 'react';

/**
 * Is the server reachable? (spec part 1 §4 "Connection"). The browser's online/offline events say
 * whether there is a network at all; a `HEAD /api/health` probe says whether our server answers
 * (a shop's router up with the internet down, or the server stopped, is offline too). The spec's
 * "simulate offline" switch forces offline until "restore online"; it is kept per tab
 * (sessionStorage) so a reload while testing stays offline.
 *
 * Use `useConnectivity()` in components, `isOnline()` / `subscribeConnectivity()` elsewhere, and
 * `reportNetworkFailure()` when a request got no answer so every screen learns it at once.
 */
export interface ConnectivityState {
  /** What screens act on: network up, server answering, not simulated offline. */
  online: boolean;
  /** navigator.onLine and its events. */
  browserOnline: boolean;
  /** The last health probe (or request) reached the server. */
  serverReachable: boolean;
  /** The "simulate offline" switch. */
  forcedOffline: boolean;
  /** When the server was last probed (ms), null before the first probe. */
  checkedAt: number | null;
}

/** What the monitor needs from the browser; tests pass their own. */
export interface ConnectivityEnvironment {
  browserOnline: () => boolean;
  /** Subscribes to online/offline/visibility changes; returns the unsubscribe. */
  watch: (on: { online: () => void; offline: () => void; visible: () => void }) => () => void;
  /** Resolves true when the server answered the health check. */
  probe: () => Promise<boolean>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
}

/** Probe every 30 s while all is well, every 5 s while the server is gone but the network is up. */
export const probeIntervals = { healthy: 30_000, unreachable: 5_000 } as const;
const forcedKey = 'assist.offline.simulated';

export interface ConnectivityMonitor {
  get: () => ConnectivityState;
  subscribe: (listener: () => void) => () => void;
  /** Probes the server now; resolves with the new `online`. */
  check: () => Promise<boolean>;
  setForcedOffline: (forced: boolean) => void;
  /** A request got no answer: offline until a probe says otherwise. */
  reportNetworkFailure: () => void;
  /** A request got an answer: the server is there. */
  reportServerReached: () => void;
  stop: () => void;
}

export function createConnectivityMonitor(env: ConnectivityEnvironment): ConnectivityMonitor {
  const listeners = new Set<() => void>();
  let state: ConnectivityState = {
    browserOnline: env.browserOnline(),
    // Assume the server is there until a probe or a request says otherwise (no flash of "offline").
    serverReachable: true,
    forcedOffline: env.storage?.getItem(forcedKey) === '1',
    checkedAt: null,
    online: false,
  };
  state = withOnline(state);
  let timer: unknown = null;
  let probing: Promise<boolean> | null = null;
  let unwatch: (() => void) | null = null;

  const update = (change: Partial<ConnectivityState>) => {
    const next = withOnline({ ...state, ...change });
    const changed = (Object.keys(next) as (keyof ConnectivityState)[]).some((key) => next[key] !== state[key]);
    if (!changed) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    if (timer !== null) env.clearTimer(timer);
    timer = null;
    if (listeners.size === 0 || !state.browserOnline) return;
    const wait = state.serverReachable ? probeIntervals.healthy : probeIntervals.unreachable;
    timer = env.setTimer(() => void check(), wait);
  };

  const check = (): Promise<boolean> => {
    if (!state.browserOnline) {
      update({ serverReachable: false });
      return Promise.resolve(false);
    }
    probing ??= env
      .probe()
      .catch(() => false)
      .then((reached) => {
        probing = null;
        update({ serverReachable: reached, checkedAt: env.now() });
        schedule();
        return state.online;
      });
    return probing;
  };

  const start = () => {
    unwatch = env.watch({
      online: () => {
        update({ browserOnline: true });
        void check();
      },
      offline: () => {
        update({ browserOnline: false, serverReachable: false });
        schedule();
      },
      visible: () => void check(),
    });
    void check();
  };

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unwatch?.();
        unwatch = null;
        schedule();
      };
    },
    check,
    setForcedOffline: (forced) => {
      if (forced) env.storage?.setItem(forcedKey, '1');
      else env.storage?.removeItem(forcedKey);
      update({ forcedOffline: forced });
      if (!forced) void check();
    },
    reportNetworkFailure: () => {
      update({ serverReachable: false, browserOnline: env.browserOnline() });
      schedule();
    },
    reportServerReached: () => {
      if (state.serverReachable) return;
      update({ serverReachable: true, checkedAt: env.now() });
      schedule();
    },
    stop: () => {
      listeners.clear();
      unwatch?.();
      unwatch = null;
      schedule();
    },
  };
}

function withOnline(state: ConnectivityState): ConnectivityState {
  return { ...state, online: state.browserOnline && state.serverReachable && !state.forcedOffline };
}

/** HEAD /api/health with a 5 s limit; any 2xx means the server (not a proxy's error page) answered. */
export async function probeHealth(): Promise<boolean> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), 5_000);
  try {
    const response = await fetch('/api/health', {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}

function browserEnvironment(): ConnectivityEnvironment {
  return {
    browserOnline: () => navigator.onLine,
    watch: ({ online, offline, visible }) => {
      const onVisibility = () => {
        if (document.visibilityState === 'visible') visible();
      };
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    probe: probeHealth,
    storage: safeSessionStorage(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let shared: ConnectivityMonitor | null = null;
/** The app's one monitor: created on first use in the browser, and watching from then on. */
export function connectivity(): ConnectivityMonitor {
  if (!shared) {
    shared = createConnectivityMonitor(browserEnvironment());
    shared.subscribe(() => {});
  }
  return shared;
}

/** True when the app should use the network (see ConnectivityState.online). */
export const isOnline = (): boolean => connectivity().get().online;
export const subscribeConnectivity = (listener: () => void): (() => void) => connectivity().subscribe(listener);
export const setForcedOffline = (forced: boolean): void => connectivity().setForcedOffline(forced);
export const reportNetworkFailure = (): void => connectivity().reportNetworkFailure();
export const reportServerReached = (): void => connectivity().reportServerReached();

/**
 * The connection for a component: `{ online, browserOnline, serverReachable, forcedOffline }` plus
 * `simulateOffline()`, `restoreOnline()` and `check()`. Re-renders when any of them changes.
 */
export function useConnectivity() {
  const monitor = connectivity();
  const state = useSyncExternalStore(monitor.subscribe, monitor.get, monitor.get);
  return {
    ...state,
    simulateOffline: () => monitor.setForcedOffline(true),
    restoreOnline: () => monitor.setForcedOffline(false),
    check: monitor.check,
  };
}
