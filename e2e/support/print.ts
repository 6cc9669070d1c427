import type { Page } from '@playwright/test';

/**
 * Printing opens the browser's dialog: instead, each window.print() records the page rule the
 * receipt would print with (the paper size). Call before the page loads.
 */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      calls.push(document.querySelector('.receipt-print-root style')?.textContent ?? '');
    };
  });
}

/** The page rules of every print so far. */
export const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: string[] }).printCalls);
