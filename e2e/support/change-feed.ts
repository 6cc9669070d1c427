import type { Page } from '@playwright/test';

/**
 * Holds the till's change feed (GET /api/pos/changes): its polls wait unanswered (not aborted: an
 * aborted poll reads as offline) until the answered function releases them.
 */
export async function holdChangeFeed(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/pos/changes**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
