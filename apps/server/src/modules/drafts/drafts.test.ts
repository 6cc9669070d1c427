import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier, daysFromToday } from '../../test/inventory-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('drafts: save, list, edit, delete', () => {
  it('saves a single-product draft with only a name and lists it', async () => {
    const { client } = await signedInOwner(t);
    const created = await client.post('/api/inventory/drafts', { productName: 'Ibuprofen 400mg', quantity: '3' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      draftType: 'manual',
      productName: 'Ibuprofen 400mg',
      quantity: 3,
      category: 'other',
      costPrice: null,
      isCompleted: false,
      productCount: 1,
      sourceData: { isMultiProduct: false, supplierId: null, orderId: null },
    });
    const list = await client.get('/api/inventory/drafts');
    expect(list.json()).toEqual([created.json()]);
  });

  it.each([
    [{}, 'Product name is required'],
    [{ productName: '   ' }, 'Product name is required'],
    [{ productName: 'A', quantity: 0 }, 'Quantity must be at least 1'],
    [{ productName: 'A', unitsPerBox: 0 }, 'Units per box must be at least 1'],
    [{ productName: 'A', costPrice: -1 }, 'Cost price cannot be negative'],
    [{ productName: 'A', retailPrice: '-2' }, 'Retail price cannot be negative'],
    [{ productName: 'A', expiryDate: '2026-13-01' }, 'Expiry date must be a valid date (YYYY-MM-DD)'],
    [
      { sourceData: { products: [{ name: '' }, { productName: ' ' }] } },
      'At least one product needs a name to save a draft.',
    ],
  ])('answers 400 to %j: %s', async (body, message) => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/inventory/drafts', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('saves Add New Products as a multi-product draft with its supplier and order id', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const response = await client.post('/api/inventory/drafts', {
      draftType: 'manual',
      sourceData: {
        supplierId,
        orderId: 'INV-77',
        products: [
          {
            productName: 'Cetirizine 10mg',
            barcode: '111',
            quantity: 2,
            costPrice: 1,
            retailPrice: 2,
            expiryDate: daysFromToday(200),
          },
          { productName: '', quantity: '' },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({ supplierId, orderId: 'INV-77', productName: null, productCount: 2 });
    expect(draft.sourceData).toMatchObject({ supplierId, orderId: 'INV-77', isMultiProduct: true });
    expect(draft.sourceData.products).toEqual([
      expect.objectContaining({
        id: 'p1',
        name: 'Cetirizine 10mg',
        costPrice: '1.00',
        expirationDate: daysFromToday(200),
      }),
      expect.objectContaining({ id: 'p2', name: '', quantity: 1, unitsPerBox: 1, category: 'other' }),
    ]);
  });

  it('edits fields, clears one with null, and deletes the draft', async () => {
    const { client } = await signedInOwner(t);
    const { id } = (
      await client.post('/api/inventory/drafts', { productName: 'Zinc', costPrice: 2, notes: 'shelf 3' })
    ).json();
    const edited = await client.put(`/api/inventory/drafts/${id}`, {
      productName: 'Zinc 50mg',
      costPrice: null,
      retailPrice: '3.5',
      expiryDate: daysFromToday(90),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      productName: 'Zinc 50mg',
      costPrice: null,
      retailPrice: '3.50',
      notes: 'shelf 3',
    });
    expect((await client.put(`/api/inventory/drafts/${id}`, { productName: '' })).json().message).toBe(
      'Product name is required',
    );
    expect((await client.delete(`/api/inventory/drafts/${id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/inventory/drafts/${id}`)).statusCode).toBe(404);
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);
  });

  it('saves the scanner’s products as an OCR draft and needs at least one', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const empty = await client.post('/api/inventory/ocr-drafts', { products: [], supplierId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('At least one product is required');

    const extractedData = {
      products: [{ name: 'Panadol', quantity: 2, price: '1.75', lineTotal: '3.50' }],
      supplier: { name: 'Al-Noor', phone: null },
      receiptDate: '2026-11-02',
      totalAmount: '3.50',
    };
    const response = await client.post('/api/inventory/ocr-drafts', {
      draftType: 'ocr',
      products: [{ name: 'Panadol', quantity: 2, costPrice: '1.75' }],
      supplierId,
      orderId: 'R-1',
      sourceData: { extractedData, imagePreview: 'data:image/png;base64,AAAA' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ draftType: 'ocr', supplierId, orderId: 'R-1', productCount: 1 });
    expect(response.json().sourceData).toEqual({
      products: [expect.objectContaining({ id: 'p1', name: 'Panadol', category: 'other', quantityType: 'box' })],
      supplierId,
      orderId: 'R-1',
      isMultiProduct: true,
      extractedData,
    });
  });
});
