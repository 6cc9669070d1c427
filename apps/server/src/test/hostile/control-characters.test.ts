import { boundsMessages } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../factories.js';
import { createSupplier, productRow, uniqueBarcode } from '../inventory-factories.js';
import { useTestApp } from '../test-app.js';

const t = useTestApp();
const nul = 'Panadol\u0000500';

/**
 * Issue 14 item 3: a NUL character in a text field answered 500 (PostgreSQL refuses NUL in text).
 * Each now answers 400 with the bounds message and writes nothing.
 */
describe('a NUL character in a text field', () => {
  it.each([
    ['product name', '/api/products', () => ({ name: nul, barcode: uniqueBarcode(), category: 'medicines' })],
    ['supplier name', '/api/suppliers', () => ({ name: nul, contact: 'Sami', phone: '+964 780 222 3344' })],
    [
      'expense title',
      '/api/expenses',
      () => ({ title: nul, amount: 450, category: 'rent', expenseDate: '2026-11-01' }),
    ],
    ['cart draft name', '/api/pos/cart-drafts', () => ({ draftName: nul })],
    ['draft name', '/api/inventory/drafts', () => ({ productName: nul, barcode: uniqueBarcode() })],
    ['batch lookup barcode', '/api/products/batch-lookup', () => ({ barcodes: [`6221\u00001`] })],
  ])('in the %s answers 400, not 500', async (_field, url, body) => {
    const { client } = await signedInOwner(t);
    const response = await client.post(url, body());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(boundsMessages.controlCharacters);
  });

  it('in the order id of a receipt answers 400 and stocks nothing', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const response = await client.post('/api/inventory/add-product', productRow(supplierId, { orderId: 'INV\u00007' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(boundsMessages.controlCharacters);
    expect((await client.get('/api/inventory')).json().total).toBe(0);
  });

  it.each([['/api/products?search=%00'], ['/api/inventory?search=a%00b'], ['/api/pos/lookup?barcode=6221%00']])(
    'in the query of GET %s answers 400',
    async (url) => {
      const { client } = await signedInOwner(t);
      const response = await client.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(boundsMessages.controlCharacters);
    },
  );

  it('a newline in a single-line name is refused, in a multi-line description kept', async () => {
    const { client } = await signedInOwner(t);
    const name = await client.post('/api/products', { name: 'Pana\ndol', barcode: uniqueBarcode() });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe(boundsMessages.controlCharacters);
    const expense = await client.post('/api/expenses', {
      title: 'Shop rent',
      description: 'November\nand December',
      amount: 450,
      category: 'rent',
      expenseDate: '2026-11-01',
    });
    expect(expense.statusCode).toBe(201);
    expect(expense.json().description).toBe('November\nand December');
  });

  it('a right-to-left override in a name is refused (issue 27 item 7); the Arabic mark U+200F is text', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/products', { name: '\u202eباراسيتامول', barcode: uniqueBarcode() });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject([{ code: 'bidi_controls', path: 'name' }]);
    const marked = await client.post('/api/products', { name: '\u200fباراسيتامول', barcode: uniqueBarcode() });
    expect(marked.statusCode).toBe(201);
    expect(marked.json().name).toBe('\u200fباراسيتامول');
  });
});
