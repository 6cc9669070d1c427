import { type InventoryBatchUpdateResponse, type Sale, type SaleBatchResponse, maxSaleBatch } from '@assist/domain';
import { useSyncExternalStore } from 'react';
import { api } from '../lib/api';
import { isOnline, reportNetworkFailure, reportServerReached } from '../lib/connectivity';
import { currentLocalDb } from './local-session';
import { type SyncOutcome, type Transport, inBatches, runSync } from './sync-engine';
import { byType, stockTransport } from './stock-transport';

/** How the app sends queued sales: in order, up to 50 per `POST /api/sales/batch`. */
export const salesTransport: Transport = inBatches(
  (sales) => api.post<SaleBatchResponse>('/api/sales/batch', { sales }),
  (body) => api.post<Sale>('/api/sales', body),
);

/** The whole queue: sales as above, stock counts batched to `POST /api/inventory/batch-update` (500 ms, 20). */
export const queueTransport: Transport = byType({
  sale: salesTransport,
  inventory_update: stockTransport((updates) =>
    api.post<InventoryBatchUpdateResponse>('/api/inventory/batch-update', { updates }),
  ),
});

export type SyncAttempt = SyncOutcome | { status: 'no-connection' | 'no-session' };

interface RunnerState {
  running: boolean;
  last: SyncAttempt | null;
}
let state: RunnerState = { running: false, last: null };
let inFlight: Promise<SyncAttempt> | null = null;
let following: Promise<SyncAttempt> | null = null;
const listeners = new Set<() => void>();
const afterSync = new Set<(outcome: SyncOutcome) => void>();
const set = (next: RunnerState) => {
  state = next;
  for (const listener of listeners) listener();
};

/**
 * Sends this person's queue now (spec part 1 §8: on reconnect, every 30 s online, on demand).
 * A call made while a run is on its way gets a run that starts after it (that run may have begun
 * before this call's sales, or met an answer that has changed since: "Sync now" means now); calls
 * waiting meanwhile share that next run.
 */
export function syncNow(): Promise<SyncAttempt> {
  const db = currentLocalDb();
  if (!db) return Promise.resolve({ status: 'no-session' });
  if (!isOnline()) return Promise.resolve({ status: 'no-connection' });
  if (inFlight) {
    following ??= inFlight
      .catch(() => undefined)
      .then(() => {
        following = null;
        return syncNow();
      });
    return following;
  }
  inFlight = (async () => {
    set({ ...state, running: true });
    try {
      const outcome = await runSync(db, queueTransport, { batchSize: maxSaleBatch });
      if (outcome.status === 'offline') reportNetworkFailure();
      else if (outcome.status === 'done') reportServerReached();
      for (const listener of afterSync) listener(outcome);
      set({ running: false, last: outcome });
      return outcome;
    } catch (error) {
      set({ running: false, last: state.last });
      throw error;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Runs `listener` after every sync run (to refresh what the synced sales changed). */
export function onSynced(listener: (outcome: SyncOutcome) => void): () => void {
  afterSync.add(listener);
  return () => afterSync.delete(listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `{ running, last }` of the sync runs in this tab. */
export function useSyncRunner(): RunnerState {
  return useSyncExternalStore(subscribe, () => state);
}
