import type { Page } from '@playwright/test';

/** One layout shift a person did not cause, with the elements it moved (test id or class, y before -> after). */
export interface Shift {
  value: number;
  sources: string[];
}

/**
 * Watches every layout shift of the page's next navigations (issue 28: pages keep still while they
 * load): call before `goto`, read with `layoutShifts` once the page is loaded and idle.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const element = source.node instanceof Element ? source.node : null;
          const name = element?.getAttribute('data-testid') ?? element?.className.toString().slice(0, 40) ?? '?';
          return `${name} y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts seen so far. A string expression: evaluating a function here closed the page in Debian's Chromium (bench/support/layout-shift.ts). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return JSON.parse(String(await page.evaluate('JSON.stringify(window.__shifts)'))) as Shift[];
}
