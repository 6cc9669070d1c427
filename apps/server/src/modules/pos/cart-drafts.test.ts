import { describe, expect, it } from 'vitest';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const line = {
  inventoryId: 7,
  productId: 3,
  productName: 'Paracetamol 500mg',
  barcode: '6221234567890',
  quantity: 2,
  unitType: 'box',
  unitPrice: 2.5,
  totalPrice: '5',
  expiryDate: '2027-03-01',
  costPrice: 1.5,
  // Sold from this lot only (chosen in the expiry picker), not earliest expiry first.
  pinned: true,
};

describe('POS cart drafts (Hold Sale)', () => {
  it('holds a cart under a name, lists the latest first, and deletes it', async () => {
    const s = await shop(t);
    const created = await s.client.post('/api/pos/cart-drafts', {
      draftName: ' Table 4 ',
      customerName: 'Mariam',
      cartItems: [line],
      subtotal: 5,
      total: '5.4',
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      draftName: 'Table 4',
      customerName: 'Mariam',
      subtotal: '5.00',
      total: '5.40',
      cartItems: [{ ...line, unitPrice: '2.50', totalPrice: '5.00', costPrice: '1.50' }],
    });
    const second = (await s.client.post('/api/pos/cart-drafts', { draftName: 'Walk-in' })).json();
    expect(second).toMatchObject({ customerName: null, cartItems: [], subtotal: '0.00' });
    const list = (await s.client.get('/api/pos/cart-drafts')).json();
    expect(list.map((d: { id: number }) => d.id)).toEqual([second.id, draft.id]);

    expect((await s.client.delete(`/api/pos/cart-drafts/${draft.id}`)).statusCode).toBe(204);
    expect((await s.client.delete(`/api/pos/cart-drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await s.client.get('/api/pos/cart-drafts')).json()).toHaveLength(1);
  });

  it('asks for a name', async () => {
    const s = await shop(t);
    for (const draftName of [undefined, '', '   ']) {
      const response = await s.client.post('/api/pos/cart-drafts', { draftName, cartItems: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a name for the cart draft.');
    }
  });

  it('answers 404 for another tenant’s draft and leaves it', async () => {
    const victim = await shop(t);
    const draft = (await victim.client.post('/api/pos/cart-drafts', { draftName: 'Mine' })).json();
    const s = await shop(t);
    const response = await s.client.delete(`/api/pos/cart-drafts/${draft.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Cart draft not found.');
    expect((await s.client.get('/api/pos/cart-drafts')).json()).toEqual([]);
    expect((await victim.client.get('/api/pos/cart-drafts')).json()).toHaveLength(1);
  });
});
