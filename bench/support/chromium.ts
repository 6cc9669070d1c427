import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** That Chromium with the flags e2e/playwright.config.ts launches it with (headless, no background traffic). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh desktop-sized context (empty IndexedDB, no service worker) signed in with the session `cookie` ("name=value"). */
export async function signedInContext(browser: Browser, baseUrl: string, cookie: string): Promise<BrowserContext> {
  const split = cookie.indexOf('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url: baseUrl }]);
  return context;
}
