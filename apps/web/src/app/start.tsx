import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './lazy-page';
import { AuthPage } from './shell-pages';
import { registerServiceWorker } from './pwa/service-worker';
import { wireApp } from './wiring';
import { afterFirstScreen } from '../lib/first-screen';

/**
 * Starts the app (main.tsx already listens for the install offer): wiring, the service worker (once
 * the first screen has drawn: lib/first-screen.ts), and the first render in a
 * transition, so React renders the first tree in slices (yielding every few ms) rather than in one
 * long main-thread task while the till loads (docs/decisions/2026-11-26-offline-copy.md).
 */
export function startApp(root: HTMLElement): void {
  wireApp();
  // Its install downloads the whole app for offline use: after the first screen, not against it.
  afterFirstScreen(registerServiceWorker);
  // The sign-in page's chunk is already here (main.tsx fetched it with this one): marked loaded
  // first, it is in the first frame, with no spinner frame before it (first-paint.md).
  const first = window.location.pathname === '/auth' ? preloadPage(AuthPage) : Promise.resolve();
  void first.then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
}
