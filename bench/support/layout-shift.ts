import type { Browser } from 'playwright-core';

/** A phone (390 px, touch) or a desktop window, as Lighthouse's two presets see them. */
export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1350, height: 940 },
} as const;

/**
 * Cumulative layout shift of one visit to `url` in a fresh profile (no service worker, empty
 * storage), summed by a PerformanceObserver from navigation until the page has been quiet for
 * 3 s: Lighthouse's own CLS audit errors with Debian's Chromium (STACK-NOTES.md).
 */
export async function layoutShift(
  browser: Browser,
  url: string,
  preset: keyof typeof viewports,
  cookie?: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: viewports[preset], serviceWorkers: 'block' });
  try {
    if (cookie) {
      const split = cookie.indexOf('=');
      await context.addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url }]);
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      const total = { value: 0 };
      (window as unknown as { __cls: typeof total }).__cls = total;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) total.value += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3_000);
    // A string, not a function: evaluating a function first closed the page in Debian's Chromium
    // ("Target page, context or browser has been closed", every run; a string expression never did).
    return Number(await page.evaluate('window.__cls.value'));
  } finally {
    await context.close();
  }
}
