import { boundsMessages, csvReasons } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../factories.js';
import { createSupplier, productRow } from '../inventory-factories.js';
import { saleBody, sell, shop } from '../sales-factories.js';
import { useTestApp } from '../test-app.js';
import { multipartUpload } from '../uploads.js';

const t = useTestApp();

/** Issue 14 items 3 and 7: numbers past what the database holds, and uploads cut off mid-file. */
describe('ids, money and lots within bounds', () => {
  it('an inventoryId past PostgreSQL integer (2147483648) answers 400, not 500', async () => {
    const s = await shop(t);
    const response = await sell(s.client, saleBody([{ inventoryId: 2_147_483_648, quantity: 1, unitType: 'unit' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(boundsMessages.idInvalid);
  });

  it('a return of a saleId past PostgreSQL integer answers 400', async () => {
    const s = await shop(t);
    const response = await s.client.post('/api/returns', {
      saleId: 2_147_483_648,
      items: [{ saleItemId: 9_007_199_254_740_991, quantity: 1, reason: 'x' }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('1,000 boxes at 999,999,999,999.99 answers 400 "total too large", never a minor-units 500', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const response = await client.post(
      '/api/inventory/add-product',
      productRow(supplierId, { quantity: 1000, costPrice: 999_999_999_999.99 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(boundsMessages.totalTooLarge);
    expect((await client.get('/api/inventory')).json().total).toBe(0);
  });

  it('a sale whose line total passes NUMERIC(14,2) answers 400', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1000, unitsPerBox: 1, costPrice: 1, retailPrice: 999_999_999_999.99 });
    const response = await sell(
      s.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1000, unitType: 'box' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(boundsMessages.totalTooLarge);
  });

  it('a lot holds at most 10,000,000 units: receiving, editing and batch changes past it answer 400', async () => {
    const s = await shop(t);
    const big = await s.client.post(
      '/api/inventory/add-product',
      productRow(s.supplierId, { quantity: 100_000, unitsPerBox: 10_000 }),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(boundsMessages.lotTooLarge);

    const lot = await s.stock({ quantity: 1000, unitsPerBox: 10_000 });
    const edit = await s.client.put(`/api/inventory/${lot.inventoryId}`, { quantity: 2000 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(boundsMessages.lotTooLarge);

    const raise = await s.client.post('/api/inventory/batch-update', {
      updates: [{ id: lot.inventoryId, quantityChange: 10_000_000, reason: 'count' }],
    });
    expect(raise.statusCode).toBe(200);
    expect(raise.json()[0]).toMatchObject({ ok: false, error: boundsMessages.lotTooLarge });
    const item = (await s.client.get('/api/inventory')).json().items[0];
    expect(item.availableUnits).toBe(10_000_000);
  });
});

describe('a multipart upload cut off mid-file', () => {
  const cut = (url: string, field: string) => {
    const request = multipartUpload(url, field, {
      filename: 'a.csv',
      contentType: 'text/csv',
      data: 'name\nPanadol\n'.repeat(200),
    });
    const payload = request.payload as Buffer;
    return { ...request, payload: payload.subarray(0, payload.length - 100) };
  };

  it.each([
    ['/api/inventory/csv-import', 'csv'],
    ['/api/inventory/ocr-receipt', 'receipt'],
    ['/api/expenses/receipts', 'receipt'],
  ])('POST %s answers 400, not 500', async (url, field) => {
    const { client } = await signedInOwner(t);
    const response = await client.send(cut(url, field));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(boundsMessages.uploadBroken);
  });

  it('a CSV cell with a NUL character skips its row with a reason instead of answering 500', async () => {
    const { client } = await signedInOwner(t);
    const csv = 'name,barcode,quantity\nPana\u0000dol,6221,2\nAspirin,6222,3\n';
    const response = await client.send(
      multipartUpload('/api/inventory/csv-import', 'csv', {
        filename: 'stock.csv',
        contentType: 'text/csv',
        data: csv,
      }),
    );
    expect(response.json()).toMatchObject({ importedRows: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().skippedRows).toMatchObject([
      { line: 2, reason: csvReasons.controlCharacters, column: 'name' },
    ]);
  });
});
