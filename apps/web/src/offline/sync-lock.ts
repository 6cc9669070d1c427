/**
 * Runs `work` holding the lock `name`, or answers null at once (without running it) when another
 * holder has it. One tab syncs a person's queue at a time this way.
 */
export type SyncLock = <T>(name: string, work: () => Promise<T>) => Promise<T | null>;

/**
 * The browser's Web Locks API: one holder across every tab and worker of this site, released by
 * the browser when the work ends or the tab goes away (closed, crashed, reloaded), so nothing
 * expires by the clock and no tab waits for a vanished one.
 */
export function webLock(locks: LockManager): SyncLock {
  return async <T>(name: string, work: () => Promise<T>) => {
    const done: { result: T | null } = { result: null };
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) done.result = await work();
    });
    return done.result;
  };
}

/** The same within one page, where there is no navigator.locks (Node, which runs the unit tests). */
export function pageLock(): SyncLock {
  const held = new Set<string>();
  return async (name, work) => {
    if (held.has(name)) return null;
    held.add(name);
    try {
      return await work();
    } finally {
      held.delete(name);
    }
  };
}

/** The lock the app uses: Web Locks where the browser has them (every browser the app supports). */
export const syncLock: SyncLock =
  typeof navigator !== 'undefined' && navigator.locks ? webLock(navigator.locks) : pageLock();
