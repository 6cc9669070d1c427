import { type Page, expect } from '@playwright/test';

// Keyboard-only journeys (issue 28): where the focus is, whether it shows, and reaching a control
// with Tab as a person without a mouse does.

/** The focused element's data-testid (null when none, or the page body, has focus). */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** The focused control shows a ring: it matches :focus-visible and draws an outline or a shadow. */
export async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const drawn = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    return element.matches(':focus-visible') && drawn ? 'ring' : `no ring on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('ring');
}

/** Focus is on the control (a dialog's own focus return has run), and shows. */
export async function expectFocusOn(page: Page, testId: string) {
  await expect.poll(() => focusedTestId(page)).toBe(testId);
  await expectVisibleFocus(page);
}

/** Tab (forwards) until the control is focused, checking it shows its ring; first waits for it to show, as a person would. */
export async function tabTo(page: Page, testId: string, limit = 80) {
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 30_000 });
  for (let presses = 0; presses < limit; presses++) {
    if ((await focusedTestId(page)) === testId) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}
