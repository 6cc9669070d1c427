import { expect, type Page } from '@playwright/test';

/**
 * Resolves once a service worker controls the page (the first one claims the page on activation).
 * Installing precaches the whole built app, which takes a while on a busy machine: up to 30 s.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}
