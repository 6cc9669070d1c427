/** Spec part 1 §4/§9: the service worker is checked for an update every 5 minutes. */
export const updateCheckIntervalMs = 5 * 60 * 1000;

/** What the periodic check needs; tests pass their own. */
export interface UpdateCheckEnvironment {
  online: () => boolean;
  setInterval: (run: () => void, ms: number) => unknown;
}

/**
 * Asks the browser every 5 minutes whether /sw.js changed. Skipped while offline (the request
 * would only fail) and while a new worker is already installing. A failed check is quiet: the next
 * one comes 5 minutes later.
 */
export function scheduleUpdateChecks(
  registration: Pick<ServiceWorkerRegistration, 'update' | 'installing'>,
  env: UpdateCheckEnvironment,
): unknown {
  return env.setInterval(() => {
    if (!env.online() || registration.installing) return;
    registration.update().catch(() => {
      // Network dropped between the check and the request; try again next time.
    });
  }, updateCheckIntervalMs);
}
