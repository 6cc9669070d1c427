import { type Page, expect, test } from '@playwright/test';
import { randomEan13, writeBarcodeVideo } from '../support/fake-camera';
import { demo, signInAsManager } from '../support/session';
import { chromiumArgs, chromiumPath } from '../support/chromium';

// Chromium's fake camera films a generated EAN-13 (there is no BarcodeDetector in Chromium on
// Linux, so this is the ZXing fallback end to end).
const barcode = randomEan13();
const video = writeBarcodeVideo(barcode);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

async function openTill(page: Page, lng = 'en') {
  await page.goto(`/pos?lng=${lng}`);
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the camera reads a barcode into the sale once, as a scanner would', async ({ page }) => {
  const suppliers = await (await page.request.get('/api/suppliers')).json();
  const received = await page.request.post('/api/inventory/add-product', {
    data: {
      productName: 'E2E Camera Ibuprofen 400mg',
      barcode,
      category: 'medications',
      supplierId: suppliers[0].id,
      orderId: `E2E-CAM-${barcode}`,
      quantity: 3,
      unitsPerBox: 10,
      costPrice: 2000,
      retailPrice: 4000,
      expiryDate: '2031-06-30',
    },
  });
  expect(received.ok()).toBe(true);
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  await openTill(page);

  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('pos-camera-video')).toBeVisible();
  // One lot: the box goes straight into the sale, with the scanner's beep and the code shown.
  await expect(page.getByTestId('cart-line-0')).toContainText('E2E Camera Ibuprofen 400mg');
  await expect(page.getByTestId('pos-camera-status')).toHaveText(`Read: ${barcode}`);
  await expect(page.getByTestId('cart-qty-0')).toHaveValue('1');
  await expect(page.getByTestId('pos-announcement')).toHaveText('Added: E2E Camera Ibuprofen 400mg');
  await page.screenshot({ path: '/tmp/pos-camera-desktop.png' });

  // The barcode stays in view: still one box after longer than the pause and the repeat gap.
  await page.waitForTimeout(3000);
  await expect(page.getByTestId('cart-qty-0')).toHaveValue('1');
  await expect(page.getByTestId('cart-line-1')).toHaveCount(0);

  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('pos-camera-view')).toHaveCount(0);
  // The camera is released when the view closes (its light goes off).
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.every((stream) =>
          stream.getTracks().every((track) => track.readyState === 'ended'),
        ),
      ),
    )
    .toBe(true);

  // Shown anew, the same barcode adds a second box.
  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('cart-qty-0')).toHaveValue('2');
  await page.getByTestId('pos-camera').click();

  // On a phone the camera view sits under the scan field.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('pos-camera-status')).toHaveText(`Read: ${barcode}`);
  await expect(page.getByTestId('pos-open-sale')).toBeVisible();
  await page.screenshot({ path: '/tmp/pos-camera-phone.png' });
});

test('a refused camera says so, in English and Arabic', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await openTill(page);
  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('pos-camera-problem')).toContainText('Camera Access Refused');
  await expect(page.getByTestId('pos-camera-problem')).toContainText('Allow the camera for this site');
  await page.getByTestId('pos-camera-retry').click();
  await expect(page.getByTestId('pos-camera-problem')).toContainText('Camera Access Refused');

  await openTill(page, 'ar');
  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('pos-camera-problem')).toContainText('تم رفض الوصول إلى الكاميرا');
  await page.screenshot({ path: '/tmp/pos-camera-refused-ar.png' });
});

test('no camera button where the browser has no camera API', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
  });
  await openTill(page);
  await expect(page.getByTestId('pos-search')).toBeVisible();
  await expect(page.getByTestId('pos-camera')).toHaveCount(0);
});
