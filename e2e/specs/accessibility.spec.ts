import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { demo } from '../support/session';

// Issue 28: axe (WCAG 2.1 A/AA) over every page each kind of user opens, in English and Arabic, at
// desktop and phone width; any serious or critical violation fails, named by page and rule. One
// browser context per role, language and size; the pages are visited in turn in it.

const views = [
  { lang: 'en', width: 1280, height: 800 },
  { lang: 'ar', width: 1280, height: 800 },
  { lang: 'en', width: 390, height: 844 },
  { lang: 'ar', width: 390, height: 844 },
] as const;

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Role {
  name: string;
  signIn?: (api: APIRequestContext) => Promise<void>;
  /** Pages beyond the menu's (pages no menu lists, or a signed-out visitor's). */
  extra: string[];
}

const signIn = (email: string, password: string) => async (api: APIRequestContext) => {
  const answer = await api.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
};

const roles: Role[] = [
  { name: 'visitor', extra: ['/', '/auth', '/offline', '/marketplace'] },
  { name: 'pharmacy', signIn: signIn(demo.pharmacy.email, demo.pharmacy.password), extra: [] },
  { name: 'supplier', signIn: signIn(demo.supplier.email, demo.supplier.password), extra: [] },
  { name: 'superadmin', signIn: signIn(admin.email, admin.password), extra: [] },
  {
    name: 'cashier',
    signIn: async (api) => {
      const answer = await api.post('/api/auth/team-login', { data: demo.cashier });
      expect(answer.ok(), await answer.text()).toBe(true);
    },
    extra: [],
  },
];

/** The paths the signed-in menu offers (read from the desktop sidebar). */
async function menuPaths(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const links = page.getByTestId('sidebar').locator('[data-testid^="nav-"][href]');
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** Waits for the page's data: no skeletons, nothing marked busy (bounded: axe runs anyway). */
async function settle(page: Page) {
  await page.locator('main, [role="main"], form').first().waitFor({ state: 'attached' });
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0, undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
}

/** Every page of the role in one language and size, in one browser context: the violations found. */
async function audit(browser: Browser, role: Role, view: (typeof views)[number]): Promise<string[]> {
  const found: string[] = [];
  const size = { width: view.width, height: view.height };
  const context = await browser.newContext({ locale: view.lang, viewport: size, serviceWorkers: 'block' });
  try {
    await role.signIn?.(context.request);
    const page = await context.newPage();
    const paths = [...(role.signIn ? await menuPaths(page) : []), ...role.extra];
    await page.setViewportSize(size);
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      const { violations } = await new AxeBuilder({ page })
        .withTags(wcag)
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        found.push(`${path}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${targets.join(' | ')}`);
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

for (const role of roles) {
  for (const view of views) {
    test(`axe: a ${role.name}'s pages in ${view.lang} at ${view.width} px have no serious or critical violation`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const found = await audit(browser, role, view);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
