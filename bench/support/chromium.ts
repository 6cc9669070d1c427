import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.js';

export { chromiumPath };

/** Chromium as the e2e suite launches it (e2e/support/chromium.ts: the same path and flags). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
}

/** A fresh desktop-sized context (empty IndexedDB, no service worker) signed in with the session `cookie` ("name=value"). */
export async function signedInContext(browser: Browser, baseUrl: string, cookie: string): Promise<BrowserContext> {
  const split = cookie.indexOf('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url: baseUrl }]);
  return context;
}
