import { i18nReady } from './i18n';
import './styles.css';
import { captureInstallPrompt } from './lib/install-prompt';

// The browser may offer the install as soon as the page loads: listen before the app's modules load.
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app's modules (React, the router, the shell) load in a task of their own while the visitor's
// language loads (docs/decisions/2026-11-26-offline-copy.md, 2026-11-28-phone-speed.md); the
// first render waits for both, so no screen shows untranslated keys.
// The sign-in page's own chunk comes with them rather than after the user check: a first visit on
// a weak signal has the form before the connection drops.
const signIn = window.location.pathname === '/auth' ? import('./features/auth/pages/auth-page') : null;
void Promise.all([import('./app/start'), i18nReady, signIn]).then(([{ startApp }]) => startApp(root));
