/**
 * Spec part 1 §4 "App lifecycle" and §9: on returning to the foreground the app refreshes its
 * data, at most once per second; an activity timestamp is written every 30 seconds.
 */
export const foregroundRefreshGapMs = 1_000;
export const activityIntervalMs = 30_000;
export const lastActivityKey = 'assist.lastActivityAt';

/**
 * Wraps `refresh` so that calls closer than 1 s to the last run are dropped: one return to the
 * foreground fires visibilitychange, focus and pageshow together, and all three mean one refresh.
 * Answers true when it ran.
 */
export function throttleForegroundRefresh(refresh: () => void, now: () => number, gapMs = foregroundRefreshGapMs) {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - lastRun < gapMs && at >= lastRun) return false;
    lastRun = at;
    refresh();
    return true;
  };
}

/** Writes the time of the last sign of life; tolerant of storage that is full or blocked. */
export function recordActivity(storage: Pick<Storage, 'setItem'> | null, at: number): void {
  try {
    storage?.setItem(lastActivityKey, String(at));
  } catch {
    // Private mode or quota: the timestamp is a hint, never worth an error.
  }
}

/** When the app last recorded activity (ms), or null. */
export function lastActivity(storage: Pick<Storage, 'getItem'> | null): number | null {
  const value = Number(storage?.getItem(lastActivityKey) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}
