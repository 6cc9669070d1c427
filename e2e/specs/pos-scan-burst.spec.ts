import { expect, test } from '@playwright/test';
import { demo } from '../support/session';
import { day, receiveLots } from '../support/stock';

// Issue 28 (no long task while a cashier scans): a keyboard-wedge scanner types a code and Enter in
// a burst into the scan field. The keys are the scan bar's alone: the product grid does not narrow
// to the code and back (that remounted every tile on every scan), and no component mounting on a
// scan asks the server who is signed in again. A code typed by hand still narrows the grid once
// the typing pauses.

test('a scanner burst adds lines without reshaping the grid or asking who is signed in; a typed code narrows it', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: demo.pharmacy });
  expect(login.ok()).toBe(true);
  const stamp = String(Date.now()).slice(-9);
  const codes = ['1', '2', '3'].map((n) => `62${n}${stamp}0`);
  for (const [i, barcode] of codes.entries())
    await receiveLots(page.request, { name: `E2E Burst Product ${i + 1} ${stamp}`, barcode, unitsPerBox: 1 }, [
      { boxes: 5, expiryDate: day(365) },
    ]);

  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 30_000 });
  const userChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') userChecks.push(request.url());
  });
  // Tiles the grid takes out from now on (narrowing to a code removes every other tile).
  await page.evaluate(() => {
    const removed = { count: 0 };
    (window as unknown as { tilesRemoved: typeof removed }).tilesRemoved = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (
            node instanceof HTMLElement &&
            node.matches('[data-testid^="pos-product-"]:has([data-testid="pos-product-name"])')
          )
            removed.count++;
    }).observe(document.body, { childList: true, subtree: true });
  });

  for (const [line, code] of codes.entries()) {
    await expect(page.getByTestId('pos-search')).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`cart-line-${line}`)).toBeVisible();
    await expect(page.getByTestId('pos-search')).toHaveValue('');
  }
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { tilesRemoved: { count: number } }).tilesRemoved.count)).toBe(
    0,
  );
  expect(userChecks).toEqual([]);

  // By hand, key by key, no Enter: once the typing pauses the grid shows that product alone.
  await page.keyboard.type(codes[1]!, { delay: 40 });
  await expect(page.getByTestId(`pos-product-${codes[1]}`)).toBeVisible();
  await expect(page.getByTestId(`pos-product-${codes[0]}`)).toBeHidden();
  await expect(page.getByTestId(`pos-product-${codes[2]}`)).toBeHidden();
});

test('in Search mode, a code typed in a burst and Enter add its product before the grid has narrowed', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: demo.pharmacy });
  expect(login.ok()).toBe(true);
  const code = `624${String(Date.now()).slice(-9)}0`;
  const name = `E2E Burst Search ${code}`;
  await receiveLots(page.request, { name, barcode: code, unitsPerBox: 1 }, [{ boxes: 5, expiryDate: day(365) }]);

  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await page.getByTestId('pos-mode-search').click();
  await page.getByTestId('pos-search').focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line-0')).toContainText(name);
  // Search mode keeps what was typed.
  await expect(page.getByTestId('pos-search')).toHaveValue(code);
});
