import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { waitForServiceWorker } from '../support/service-worker';

/** The built web app the e2e server serves (WEB_DIST, else apps/web/dist). */
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('after one online visit the app opens with no network at all', async ({ page, context }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await waitForServiceWorker(page);
  expect(Number(await page.evaluate(() => localStorage.getItem('assist.lastActivityAt')))).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // A page never opened online comes from the precache too (index.html fallback + lazy chunk).
  await page.goto('/pos');
  await expect(page.getByTestId('pos-search')).toBeVisible();

  // The API is never answered from the service worker's cache: offline it simply fails.
  const api = await page.evaluate(() =>
    fetch('/api/auth/user', { credentials: 'include' }).then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('pos-search')).toBeVisible();
});

test('the manifest, icons and service worker are served as browsers need them', async ({ page, request }) => {
  await page.goto('/auth');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');

  const manifestAnswer = await request.get('/manifest.webmanifest');
  expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await manifestAnswer.json();
  expect(manifest).toMatchObject({
    name: 'Assist',
    short_name: 'Assist',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    const { width, height } = pngSize(await answer.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  expect([...purposes].sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
  const apple = await request.get('/icons/apple-touch-icon.png');
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('precacheAndRoute');
  // A missing script is a 404, never the app's index.html.
  expect((await request.get('/workbox-missing.js')).status()).toBe(404);
});

test('a new version waits for the prompt; Update now activates it and reloads', async ({ page }) => {
  await page.goto('/auth');
  await waitForServiceWorker(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });

  // Deploy a new build: the same worker, one byte different.
  const workerFile = path.join(webDist, 'sw.js');
  const original = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${original}\n// next release\n`);
    // What the 5-minute check does.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('update-prompt-text')).toHaveText('New version available! Update now?');

    await page.getByTestId('update-later').click();
    await expect(prompt).toBeHidden();
    // A reload finds the new version still waiting and asks again, in Arabic too.
    await page.goto('/auth?lng=ar');
    await expect(page.getByTestId('update-prompt-text')).toHaveText('يتوفر إصدار جديد! هل تريد التحديث الآن؟');
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.getByTestId('update-now').click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
    await expect(page.getByTestId('update-prompt')).toBeHidden();
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)),
    );
    expect(waiting).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
  } finally {
    writeFileSync(workerFile, original);
  }
});

/** Chrome's install offer, as a page script would receive it; records what the card does with it. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const record = window as unknown as { installPrompts: number };
    record.installPrompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        record.installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('the install card appears 10 s after load, installs, and a dismissal lasts 7 days', async ({ page }) => {
  // The page's clock stands still unless the test moves it.
  const start = Date.parse('2026-11-22T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/auth');
  await offerInstall(page, 'accepted');
  const card = page.getByTestId('install-card');
  await page.clock.runFor(9_999);
  await expect(card).toBeHidden();
  await page.clock.runFor(1);
  await expect(card).toBeVisible();
  // (The product name is wrapped in Unicode isolates so it reads right inside Arabic too.)
  await expect(card.getByRole('heading')).toHaveText(/^Install \u2068?Assist\u2069?$/);
  await expect(card).toContainText('Get faster access and work offline by installing our app');
  await page.getByTestId('install-card-install').click();
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1);

  // Another visit: "Not now" hides it and it stays away on the next load ...
  await page.reload();
  await offerInstall(page, 'dismissed');
  await page.clock.runFor(10_000);
  await expect(card).toBeVisible();
  await page.getByTestId('install-card-dismiss').click();
  await expect(card).toBeHidden();
  await page.reload();
  await offerInstall(page, 'dismissed');
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('pwa-prompts')).toBeAttached();
  await expect(card).toBeHidden();

  // ... until 7 days have passed.
  await page.clock.fastForward(7 * 24 * 60 * 60 * 1000);
  await page.reload();
  await offerInstall(page, 'dismissed');
  await page.clock.runFor(10_000);
  await expect(card).toBeVisible();
});

test('refused persistent storage is explained at the till, once, and can be dismissed', async ({ page }) => {
  await page.addInitScript(() => {
    // The browser's answer, made certain: it refuses (as Chrome does for a site not yet installed).
    Object.assign(navigator.storage, { persisted: async () => false, persist: async () => false });
  });
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const warning = page.getByTestId('storage-warning');
  // Not on every page: where offline sales are made.
  await expect(warning).toHaveCount(0);
  await page.goto('/pos');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Offline sales could be lost');
  await page.getByTestId('storage-warning-dismiss').click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('pos-page')).toBeVisible();
  await expect(warning).toBeHidden();
});

test('what needs the network says so offline instead of failing', async ({ page, context }) => {
  await page.goto('/auth');
  // The sign-in page drawn first: its parts arrive after the document (a first visit, no service worker yet).
  await expect(page.getByTestId('manager-login-submit')).toBeEnabled();
  await context.setOffline(true);
  const needed = 'You are offline. This needs an internet connection.';
  await expect(page.getByTestId('needs-network')).toHaveText(needed);
  await expect(page.getByTestId('manager-login-submit')).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('needs-network')).toBeHidden();

  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/settings');
  const save = page.getByTestId('profile-submit');
  await expect(save).toBeEnabled();
  await save.focus();
  await context.setOffline(true);
  await expect(save).toBeDisabled();
  // The same button, only marked: focus stays on it when the network goes.
  await expect(save).toBeFocused();
  await expect(page.getByTestId('needs-network').first()).toHaveText(needed);
  await save.hover();
  await expect(page.getByRole('tooltip')).toHaveText(needed);
  await save.click({ force: true });
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // Online again (the connection monitor hears the browser): the form works again.
  await context.setOffline(false);
  await expect(save).toBeEnabled();
  await expect(page.getByTestId('needs-network')).toHaveCount(0);
});
