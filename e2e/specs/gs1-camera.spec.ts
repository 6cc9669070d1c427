import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dataMatrixPicture } from '../../apps/web/src/features/pos/camera/data-matrix-picture';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { e2eDataDir } from '../support/env';
import { randomEan13 } from '../support/fake-camera';
import { demo, signInAsManager } from '../support/session';
import { day } from '../support/stock';

/**
 * Issue 30 (lane batches): Chromium's fake camera films a generated GS1 DataMatrix of a pack (GTIN,
 * expiry, batch, serial); the ZXing fallback reads it and the till sells that pack's lot.
 */
const ean = randomEan13();
const expiry = day(450);
const code = `01${`0${ean}`}17${expiry.slice(2).replaceAll('-', '')}10CAM9\u001d21S${Date.now()}`;

function writeDataMatrixVideo(text: string): string {
  const width = 640;
  const height = 480;
  const luma = dataMatrixPicture(text, width, height, 8);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(`${e2eDataDir}-camera`, `datamatrix-${ean}.y4m`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return file;
}

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${writeDataMatrixVideo(code)}`,
    ],
  },
});

test('the camera reads a GS1 DataMatrix and the till sells that pack’s lot', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const suppliers = await (await page.request.get('/api/suppliers')).json();
  const lots: number[] = [];
  for (const [expiryDate, batchNumber] of [
    [day(30), 'EARLY1'],
    [expiry, 'CAM9'],
  ]) {
    const answer = await page.request.post('/api/inventory/add-product', {
      data: {
        productName: 'E2E DataMatrix Omeprazole 20mg',
        barcode: ean,
        category: 'medications',
        supplierId: suppliers[0].id,
        orderId: `E2E-DM-${ean}`,
        quantity: 2,
        unitsPerBox: 14,
        costPrice: 2000,
        retailPrice: 4000,
        expiryDate,
        batchNumber,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    lots.push((await answer.json()).inventoryId);
  }
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('pos-camera').click();
  await expect(page.getByTestId('cart-line-0')).toContainText('E2E DataMatrix Omeprazole 20mg');
  await expect(page.getByTestId('cart-line-0')).toHaveAttribute('data-inventory-id', String(lots[1]));
  await expect(page.getByTestId('cart-line-0')).toHaveAttribute('data-pinned', 'true');
  await page.getByTestId('pos-camera').click();
});
