import './i18n';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/service-worker';
import { wireApp } from './app/wiring';
import { captureInstallPrompt } from './lib/install-prompt';

wireApp();
captureInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A transition, so React renders the first tree in slices (yielding every few ms) rather than in
// one long main-thread task while the till loads (docs/decisions/2026-11-26-offline-copy.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
