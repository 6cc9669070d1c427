import type { Browser } from 'playwright-core';

/** A phone (390 px, touch) or a desktop window, as Lighthouse's two presets see them. */
export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1350, height: 940 },
} as const;

/** What a fresh visit saw: the layout shift, and the last largest-contentful-paint candidate. */
export interface FreshVisit {
  cls: number;
  /** When the largest element painted (ms from navigation) and what it was (tag, test id, text). */
  lcp: { ms: number; element: string };
}

/**
 * Cumulative layout shift of one visit to `url` in a fresh profile (no service worker, empty
 * storage), summed by a PerformanceObserver from navigation until the page has been quiet for
 * 3 s: Lighthouse's own CLS audit errors with Debian's Chromium (STACK-NOTES.md). The largest
 * contentful paint's element is named too, which Lighthouse leaves blank for this app.
 */
export async function layoutShift(
  browser: Browser,
  url: string,
  preset: keyof typeof viewports,
  cookie?: string,
): Promise<FreshVisit> {
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
      const largest = { ms: 0, element: '' };
      (window as unknown as { __lcp: typeof largest }).__lcp = largest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          const element = entry.element;
          largest.ms = Math.round(entry.startTime);
          largest.element = element
            ? `${element.tagName.toLowerCase()}${element.closest('[data-testid]') ? ` in [data-testid=${element.closest('[data-testid]')?.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
            : '(removed)';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3_000);
    // A string, not a function: evaluating a function first closed the page in Debian's Chromium
    // ("Target page, context or browser has been closed", every run; a string expression never did).
    return {
      cls: Number(await page.evaluate('window.__cls.value')),
      lcp: JSON.parse(String(await page.evaluate('JSON.stringify(window.__lcp)'))),
    };
  } finally {
    await context.close();
  }
}
