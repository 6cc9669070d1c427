import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { isOnline } from '../../lib/connectivity';
import { scheduleUpdateChecks } from './update-checks';

/**
 * The service worker at /sw.js (scope /), registered once at start-up. A new version installs in
 * the background and waits; `useUpdateAvailable()` turns true and the update prompt asks the
 * user. `applyUpdate()` tells the waiting worker to take over, and the page reloads when it does.
 * On the dev server the plugin's register function does nothing.
 */
let updateAvailable = false;
/** "Later" holds for this page load: workbox-window may announce the same waiting worker twice. */
let postponed = false;
let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean) {
  if (updateAvailable === value) return;
  updateAvailable = value;
  for (const listener of listeners) listener();
}

export function registerServiceWorker(): void {
  if (update || !('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      if (!postponed) setUpdateAvailable(true);
    },
    onRegisteredSW: (_url, registration) => {
      if (registration)
        scheduleUpdateChecks(registration, { online: isOnline, setInterval: (run, ms) => setInterval(run, ms) });
    },
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
}

/** Activates the waiting version; the page reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  await update?.(true);
}

/** "Later": hides the prompt until the next load (the new version keeps waiting). */
export function postponeUpdate(): void {
  postponed = true;
  setUpdateAvailable(false);
}

/** True while a new version waits for the user's go-ahead. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateAvailable,
    () => false,
  );
}
