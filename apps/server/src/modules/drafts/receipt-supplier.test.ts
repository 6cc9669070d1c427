import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier, daysFromToday } from '../../test/inventory-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const row = {
  name: 'Panadol Extra',
  quantity: 2,
  costPrice: '1.75',
  retailPrice: '2.50',
  unitsPerBox: 12,
  expiryDate: daysFromToday(300),
};

type Listed = { id: number; name: string; contact: string; phone: string; outstandingBalance: string };

describe('a receipt’s supplier is created only when the receipt is saved, confirmed as new', () => {
  it('saves a draft of a receipt from a new supplier without creating it, then creates exactly one on saving', async () => {
    const { client } = await signedInOwner(t);
    const draft = await client.post('/api/inventory/ocr-drafts', {
      products: [row],
      sourceData: {
        extractedData: {
          products: [{ name: 'Panadol Extra', quantity: 2, price: '1.75', lineTotal: '3.50' }],
          supplier: { name: 'Tigris Pharma', phone: '0780 555 0101' },
          receiptDate: null,
          totalAmount: '3.50',
        },
      },
    });
    expect(draft.statusCode).toBe(201);
    expect((await client.get('/api/suppliers')).json()).toEqual([]);

    const saved = await client.post('/api/inventory/save-bulk', {
      products: [row],
      newSupplier: { name: 'Tigris Pharma', phone: '0780 555 0101' },
      orderId: 'T-1',
      draftId: draft.json().id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const suppliers: Listed[] = (await client.get('/api/suppliers')).json();
    expect(suppliers).toEqual([
      expect.objectContaining({ name: 'Tigris Pharma', contact: 'Tigris Pharma', phone: '0780 555 0101' }),
    ]);
    expect(suppliers[0]?.outstandingBalance).toBe('3.50');
  });

  it('keeps one supplier when a confirmed new name matches one by then ("MedSupply Co" is "MedSupply Co.")', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client, { name: 'MedSupply Co.' });
    const saved = await client.post('/api/inventory/save-bulk', {
      products: [row],
      newSupplier: { name: 'medsupply  co' },
      orderId: 'M-1',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const suppliers: Listed[] = (await client.get('/api/suppliers')).json();
    expect(suppliers.map((s) => [s.id, s.name, s.outstandingBalance])).toEqual([[supplierId, 'MedSupply Co.', '3.50']]);
  });

  it('still needs a supplier: neither an id nor a confirmed new one is refused and nothing is created', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/inventory/save-bulk', { products: [row], orderId: 'X-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select supplier and enter order ID');
    const blank = await client.post('/api/inventory/save-bulk', {
      products: [row],
      newSupplier: { name: ' ' },
      orderId: 'X-1',
    });
    expect(blank.statusCode).toBe(400);
    expect((await client.get('/api/suppliers')).json()).toEqual([]);
  });
});
