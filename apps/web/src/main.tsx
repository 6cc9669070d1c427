import './i18n';
import './styles.css';
import { captureInstallPrompt } from './lib/install-prompt';

// The browser may offer the install as soon as the page loads: listen before the app's modules load.
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app's modules (React, the router, the screens) are imported after the strings are set up,
// so the browser evaluates them in a task of their own instead of one long first task with
// i18next and both languages' strings (docs/decisions/2026-11-26-offline-copy.md).
void import('./app/start').then(({ startApp }) => startApp(root));
