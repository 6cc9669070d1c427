import { liveQuery } from 'dexie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type CatalogWriteStatus, catalogWriteStatus, subscribeCatalogWrites } from './catalog-writes';
import { unsyncedUnitsByLot } from './local-catalog';
import type { LocalDb } from './local-db';
import { currentLocalDb, subscribeLocalDb } from './local-session';
import { queueCounts } from './sync-queue';

/** The signed-in person's local database (null when signed out), re-rendering when it changes. */
export function useLocalDb(): LocalDb | null {
  return useSyncExternalStore(subscribeLocalDb, currentLocalDb, () => null);
}

/** Where the catalogue write of the signed-in person's database stands (catalog-writes.ts). */
export function useCatalogWriteStatus(): CatalogWriteStatus {
  const db = useLocalDb();
  return useSyncExternalStore(
    subscribeCatalogWrites,
    () => (db ? catalogWriteStatus(db.name) : 'idle'),
    () => 'idle',
  );
}

/**
 * A value read from the local database that follows its changes (in this tab, other tabs and the
 * catalogue writer), or `initial` until the first read. `read` must not change between renders
 * unless `deps` do. With `catalogue`, it reads the catalogue and waits while a new copy is being
 * written (keeping the last value), so it never shows the old copy as the new one.
 */
export function useLocalQuery<T>(
  read: (db: LocalDb) => Promise<T>,
  initial: T,
  deps: unknown[] = [],
  { catalogue = false }: { catalogue?: boolean } = {},
): T {
  const db = useLocalDb();
  const [value, setValue] = useState<T>(initial);
  const writing = useCatalogWriteStatus() === 'saving' && catalogue;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is described by `deps`.
  useEffect(() => {
    if (!db) {
      setValue(initial);
      return;
    }
    if (writing) return;
    const subscription = liveQuery(() => read(db)).subscribe({
      next: setValue,
      error: () => setValue(initial),
    });
    return () => subscription.unsubscribe();
  }, [db, writing, ...deps]);
  return value;
}

const noUnits = new Map<number, number>();
/** Units per lot taken by sales not yet on the server. */
export function useUnsyncedUnits(): ReadonlyMap<number, number> {
  return useLocalQuery(unsyncedUnitsByLot, noUnits);
}

/** Operations waiting (pending) and kept after 3 refusals (failed). */
export function useQueueCounts(): { pending: number; failed: number } {
  return useLocalQuery(queueCounts, { pending: 0, failed: 0 });
}
