import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect } from '@playwright/test';

// The axe audit the accessibility specs share (issue 28): WCAG 2.1 A/AA, serious and critical
// violations collected as "where @width: rule (impact, count) targets" lines.

export const languages = ['en', 'ar'] as const;
export const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A dialog to open on a page: `open` clicks what opens it (set-up beyond a click goes there). */
export interface DialogVisit {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
  /** Only where it exists (the phone's sheets); both sizes when absent. */
  widths?: readonly (typeof sizes)[number][];
  /** The dialog's own testid, where it opens over another dialog (the last one open is checked otherwise). */
  testId?: string;
}

/** Waits for the page's data: no skeletons, nothing marked busy (bounded: axe runs anyway). */
export async function settle(page: Page) {
  await page.locator('main, [role="main"], form').first().waitFor({ state: 'attached' });
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0, undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
}

/** axe over the page as it is now, at each size in turn (the same page resized). */
export async function auditSizes(
  page: Page,
  where: string,
  found: string[],
  widths: readonly (typeof sizes)[number][] = sizes,
) {
  for (const size of widths) {
    await page.setViewportSize(size);
    // Two frames: the resize's layout and the effects it triggers (phone/desktop variants) are drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { violations } = await new AxeBuilder({ page })
      .withTags(wcag)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      found.push(
        `${where} @${size.width}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${targets.join(' | ')}`,
      );
    }
  }
}

/** A dialog opened, audited inside the page at both sizes, then closed with Escape. */
export async function auditDialog(page: Page, lang: string, dialog: DialogVisit, found: string[]) {
  const widths = dialog.widths ?? sizes;
  await page.setViewportSize(widths[0]!);
  await page.goto(`${dialog.path}?lng=${lang}`);
  await settle(page);
  await dialog.open(page);
  const open = dialog.testId
    ? page.getByTestId(dialog.testId)
    : page.locator('[role="dialog"], [role="alertdialog"]').last();
  await expect(open, `${dialog.name} opens`).toBeVisible();
  await settle(page);
  await auditSizes(page, `${lang} ${dialog.path} [${dialog.name} dialog]`, found, widths);
  await page.keyboard.press('Escape');
  await expect(open, `${dialog.name} closes on Escape`).toBeHidden();
}

/** A group of dialogs sharing one signed-in page and the set-up they need, made once. */
export interface Visits {
  name: string;
  prepare: (browser: Browser) => Promise<{ page: Page; close: () => Promise<void> }>;
  dialogs: DialogVisit[];
}

/** A group's dialogs in each language, each audited at its sizes: the findings, once the group closes. */
export async function auditVisit(browser: Browser, visit: Visits): Promise<string[]> {
  const found: string[] = [];
  const prepared = await visit.prepare(browser);
  try {
    for (const lang of languages) {
      for (const dialog of visit.dialogs) await auditDialog(prepared.page, lang, dialog, found);
    }
  } finally {
    await prepared.close();
  }
  return found;
}
