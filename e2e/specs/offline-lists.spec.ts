import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from '../support/service-worker';
import { demo, signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';

/**
 * Favorites and held carts are kept on this device. After the browser says the network is gone,
 * opening the till shows them from that copy (their queries run offline: lib/online-manager.ts),
 * both when the till is opened again inside the app and after a reload.
 */
test('with the network cut, the till opened again shows the favorites and held carts kept on this device', async ({
  page,
  context,
}) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const barcode = `E2EOFFLIST${Date.now()}`;
  await receiveLots(page.request, { name: 'E2E Offline Favorite', barcode }, [{ boxes: 2, expiryDate: day(400) }]);
  const preload = await (await page.request.get('/api/pos/preload-all')).json();
  const product = preload.inventory.find((p: { barcode: string }) => p.barcode === barcode);
  expect((await page.request.post('/api/pos/favorites', { data: { productId: product.id } })).ok()).toBe(true);
  const draft = await page.request.post('/api/pos/cart-drafts', { data: { draftName: 'E2E held offline' } });
  expect(draft.ok()).toBe(true);
  const draftId = (await draft.json()).id as number;

  // Online: the till loads the catalogue, the favorites and the held carts, and keeps them here.
  await page.getByTestId('nav-pos').click();
  await expect(page.getByTestId(`favorite-${product.id}`)).toBeVisible();
  await expect(page.getByTestId(`draft-${draftId}`)).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });
  await waitForServiceWorker(page);

  // The network goes; the browser says so. Leave the till and open it again inside the app.
  await context.setOffline(true);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  await page.getByTestId('nav-home').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('nav-pos').click();
  await expect(page.getByTestId('pos-search')).toBeVisible();
  await expect(page.getByTestId(`favorite-${product.id}`)).toBeVisible();
  await expect(page.getByTestId(`draft-${draftId}`)).toContainText('E2E held offline');

  // And after a reload with no network at all.
  await page.reload();
  await expect(page.getByTestId('pos-search')).toBeVisible();
  await expect(page.getByTestId(`favorite-${product.id}`)).toBeVisible();
  await expect(page.getByTestId(`draft-${draftId}`)).toContainText('E2E held offline');
  await expect(page.getByText(/failed to fetch/i)).toHaveCount(0);
  await context.setOffline(false);
});
