import { type Browser, expect, type Page, test } from '@playwright/test';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { demo, signInAsManager } from '../support/session';

// Issue 28: the back-office pages keep still while they load, like the till
// (till-layout-shift.spec.ts): from a fresh profile, signed in, a visit is watched by a
// layout-shift observer until the page's list or figures are drawn and the network is quiet; the
// cumulative layout shift stays under 0.05 on a desktop in English and a phone in Arabic and English.
// /inventory read 0.128 on the phone in the bench (docs/decisions/2026-11-28-first-paint.md).

// `late`: an answer held until the page is drawn, then let through, as on a slow network where it
// comes last (what arrives late must push nothing).
const pages: {
  path: string;
  ready: (page: Page) => Promise<void>;
  late?: { url: string; shown: (page: Page) => Promise<void> };
}[] = [
  {
    path: '/inventory',
    // The discrepancies count: "Stock discrepancies (0)" is wider and wrapped Add Product onto a new row.
    late: {
      url: '**/api/inventory/discrepancies',
      shown: (page) => expect(page.getByTestId('discrepancies-open')).toContainText(/\d/),
    },
    ready: (page) =>
      expect(page.locator('[data-testid^="inventory-row-"]').first()).toBeVisible({
        timeout: 30_000,
      }),
  },
  {
    path: '/marketplace',
    ready: (page) =>
      expect(
        page.locator('[data-testid^="marketplace-card-"], [data-testid="marketplaces-empty"]').first(),
      ).toBeVisible({
        timeout: 30_000,
      }),
  },
  {
    path: '/dashboard',
    ready: async (page) => {
      await expect(page.getByTestId('dashboard-page')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0, { timeout: 30_000 });
    },
  },
  { path: '/', ready: (page) => expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 }) },
];

async function layoutShift(
  browser: Browser,
  viewport: { width: number; height: number },
  lng: string,
  target: (typeof pages)[number],
) {
  const context = await browser.newContext({ viewport, locale: lng });
  try {
    const page = await context.newPage();
    await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await watchLayoutShifts(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (target.late)
      await page.route(target.late.url, async (route) => {
        await released;
        await route.continue();
      });
    await page.goto(`${target.path}?lng=${lng}`);
    await target.ready(page);
    release();
    await target.late?.shown(page);
    await page.waitForLoadState('networkidle');
    return await layoutShifts(page);
  } finally {
    await context.close();
  }
}

for (const target of pages) {
  for (const [name, viewport, lng] of [
    ['a desktop, in English', { width: 1280, height: 800 }, 'en'],
    ['a phone, in Arabic', { width: 390, height: 844 }, 'ar'],
    // Lighthouse's phone is English: the labels' widths, and so what wraps, differ by language.
    ['a phone, in English', { width: 390, height: 844 }, 'en'],
  ] as const) {
    test(`${target.path} does not jump while it loads on ${name}`, async ({ browser }) => {
      const shifts = await layoutShift(browser, viewport, lng, target);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    });
  }
}
