import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (spec part 1 §2 Install prompt card, §4 Install prompt):
 * the card appears 10 s after load when the browser offered an install, the app is not already
 * running installed, and the card was not dismissed in the last 7 days. Dismissing stores the time
 * in local storage; accepting the browser's dialog marks the app installed. The mobile header's
 * Install button uses the same offer at any time.
 */
export const installCardDelayMs = 10_000;
export const installDismissalMs = 7 * 24 * 60 * 60 * 1000;
export const installDismissedKey = 'assist.install.dismissedAt';

/** Chrome's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the offer needs from the browser; tests pass their own. */
export interface InstallEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  /** Already running as an installed app (standalone display, iOS home screen, Android app). */
  standalone: () => boolean;
}

export interface InstallOffer {
  /** Listens for the browser's offer on `target` (the window) and starts the card's 10 s delay. */
  capture: (target: Pick<Window, 'addEventListener'>) => void;
  canInstall: () => boolean;
  cardVisible: () => boolean;
  /** Opens the browser's install dialog; answers true when the user accepted. */
  install: () => Promise<boolean>;
  /** Hides the card for 7 days. */
  dismiss: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** True when the card was dismissed less than 7 days before `now`. */
export function dismissedRecently(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt >= 0 && now - dismissedAt < installDismissalMs;
}

function readDismissedAt(storage: InstallEnvironment['storage']): number | null {
  const value = Number(storage?.getItem(installDismissedKey) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

export function createInstallOffer(env: InstallEnvironment): InstallOffer {
  const listeners = new Set<() => void>();
  let deferred: BeforeInstallPromptEvent | null = null;
  let delayPassed = false;
  let installed = false;
  // Snapshots for useSyncExternalStore: recomputed on every change, stable in between.
  let snapshot = { canInstall: false, cardVisible: false };

  const refresh = () => {
    const canInstall = deferred !== null && !installed && !env.standalone();
    const cardVisible = canInstall && delayPassed && !dismissedRecently(readDismissedAt(env.storage), env.now());
    if (canInstall === snapshot.canInstall && cardVisible === snapshot.cardVisible) return;
    snapshot = { canInstall, cardVisible };
    for (const listener of listeners) listener();
  };

  return {
    capture: (target) => {
      target.addEventListener('beforeinstallprompt', (event) => {
        event.preventDefault();
        deferred = event as BeforeInstallPromptEvent;
        refresh();
      });
      target.addEventListener('appinstalled', () => {
        installed = true;
        deferred = null;
        refresh();
      });
      env.setTimer(() => {
        delayPassed = true;
        refresh();
      }, installCardDelayMs);
    },
    canInstall: () => snapshot.canInstall,
    cardVisible: () => snapshot.cardVisible,
    install: async () => {
      const event = deferred;
      if (!event) return false;
      try {
        await event.prompt();
        const choice = await event.userChoice;
        if (choice.outcome === 'accepted') {
          installed = true;
          // The browser's offer is single-use: prompt() cannot be called twice on one event.
          deferred = null;
        }
        refresh();
        return choice.outcome === 'accepted';
      } catch (error) {
        console.error('Install failed', error);
        deferred = null;
        refresh();
        return false;
      }
    },
    dismiss: () => {
      try {
        env.storage?.setItem(installDismissedKey, String(env.now()));
      } catch {
        // Storage full or blocked: the card still hides for this visit.
      }
      delayPassed = false;
      refresh();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Standalone display mode, iOS home-screen launch, or a launch from an Android app. */
export function isStandalone(): boolean {
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return media || ios || document.referrer.startsWith('android-app://');
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let shared: InstallOffer | null = null;
function installOffer(): InstallOffer {
  shared ??= createInstallOffer({
    storage: safeLocalStorage(),
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    standalone: isStandalone,
  });
  return shared;
}

/** Keeps the browser's install offer so the card and the header button can use it. Call once at start-up. */
export function captureInstallPrompt() {
  installOffer().capture(window);
}

/** Shows the browser's install dialog; answers true when the user accepted. */
export function promptInstall(): Promise<boolean> {
  return installOffer().install();
}

/** Hides the install card for 7 days. */
export function dismissInstallCard(): void {
  installOffer().dismiss();
}

/** True while the browser offers to install the app (the header's Install button). */
export function useCanInstall(): boolean {
  const offer = installOffer();
  return useSyncExternalStore(offer.subscribe, offer.canInstall, () => false);
}

/** True when the install card should show (10 s after load, offered, not dismissed this week). */
export function useInstallCardVisible(): boolean {
  const offer = installOffer();
  return useSyncExternalStore(offer.subscribe, offer.cardVisible, () => false);
}
