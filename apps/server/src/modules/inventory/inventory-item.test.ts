import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import {
  addProduct,
  createSupplier,
  daysFromToday,
  lotLedger,
  productRow,
  recordSale,
} from '../../test/inventory-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function shopWithLot(overrides: Record<string, unknown> = {}) {
  const owner = await signedInOwner(t);
  const supplierId = await createSupplier(owner.client);
  const row = productRow(supplierId, { quantity: 5, unitsPerBox: 10, ...overrides });
  const added = await addProduct(owner.client, row);
  return { ...owner, supplierId, row, lotId: added.inventoryId, productId: added.productId };
}

describe('PUT /api/inventory/{id}', () => {
  it('edits quantity, packaging, prices and expiry, writing an adjustment of the difference', async () => {
    const { client, lotId } = await shopWithLot();
    await recordSale(t, lotId, 5);
    const response = await client.put(`/api/inventory/${lotId}`, {
      quantity: 3,
      unitsPerBox: 10,
      costPrice: '1.20',
      retailPrice: 2,
      expiryDate: daysFromToday(10),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: lotId,
      quantity: 3,
      availableUnits: 35,
      costPrice: '1.20',
      retailPrice: '2.00',
      expiryDate: daysFromToday(10),
      expiryStatus: 'expiring_soon',
    });
    expect(await lotLedger(t, lotId)).toMatchObject({ units: 35, movements: 35 });
  });

  it('keeps the units when only prices change', async () => {
    const { client, lotId } = await shopWithLot();
    const response = await client.put(`/api/inventory/${lotId}`, { costPrice: 9, retailPrice: 12 });
    expect(response.json()).toMatchObject({ availableUnits: 50, costPrice: '9.00', retailPrice: '12.00' });
    expect(await lotLedger(t, lotId)).toMatchObject({ units: 50, movements: 50 });
  });

  it('refuses an expiry date another lot of the product already has', async () => {
    const { client, row, lotId } = await shopWithLot();
    await addProduct(client, { ...row, expiryDate: daysFromToday(30) });
    const response = await client.put(`/api/inventory/${lotId}`, { expiryDate: daysFromToday(30) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('expiry_taken');
    expect((await lotLedger(t, lotId)).lot?.expiryDate).toBe(row.expiryDate);
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ unitsPerBox: 0 }, 'Units per box must be at least 1'],
    [{ costPrice: -1 }, 'Cost price cannot be negative'],
    [{ retailPrice: -1 }, 'Retail price cannot be negative'],
    [{ expiryDate: '' }, 'Expiry date is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    const { client, lotId } = await shopWithLot();
    const response = await client.put(`/api/inventory/${lotId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('DELETE /api/inventory/{id}', () => {
  it('deletes a lot that was never sold, with its movements', async () => {
    const { client, lotId } = await shopWithLot();
    expect((await client.delete(`/api/inventory/${lotId}`)).statusCode).toBe(204);
    expect(await lotLedger(t, lotId)).toMatchObject({ units: null, movements: 0 });
    expect((await client.get('/api/inventory')).json().total).toBe(0);
    expect((await client.delete(`/api/inventory/${lotId}`)).statusCode).toBe(404);
  });

  it('archives a sold lot: hidden, stock written off, history kept', async () => {
    const { client, lotId, row } = await shopWithLot();
    await recordSale(t, lotId, 7);
    expect((await client.delete(`/api/inventory/${lotId}`)).statusCode).toBe(204);
    const ledger = await lotLedger(t, lotId);
    expect(ledger).toMatchObject({ units: 0, movements: 0 });
    expect(ledger.lot?.archivedAt).toBeInstanceOf(Date);
    expect((await client.get('/api/inventory')).json().total).toBe(0);
    // The same product and expiry received again starts a new lot.
    const again = await addProduct(client, row);
    expect(again.inventoryId).not.toBe(lotId);
    expect(again.expiryDatesCount).toBe(1);
  });
});

describe('expiry and cost history', () => {
  it('lists every receipt of the product, newest first', async () => {
    const { client, supplierId, row, lotId } = await shopWithLot({ costPrice: 1.5 });
    const second = await createSupplier(client, { name: 'Pharma Gulf' });
    await addProduct(client, {
      ...row,
      supplierId: second,
      quantity: 2,
      costPrice: '1.80',
      expiryDate: daysFromToday(-1),
    });

    const expiry = await client.get(`/api/inventory/${lotId}/expiry-history`);
    expect(expiry.statusCode).toBe(200);
    expect(expiry.json()).toHaveLength(2);
    expect(expiry.json()[0]).toMatchObject({ expiryDate: daysFromToday(-1), quantity: 2, status: 'expired' });
    expect(expiry.json()[1]).toMatchObject({
      expiryDate: row.expiryDate,
      quantity: 5,
      status: 'good',
      inventoryId: lotId,
    });
    expect(typeof expiry.json()[0].createdAt).toBe('string');

    const cost = await client.get(`/api/inventory/${lotId}/cost-history`);
    expect(cost.json().costHistory).toEqual([
      { price: '1.80', supplierName: 'Pharma Gulf', supplierId: second, timestamp: expect.any(String) },
      { price: '1.50', supplierName: 'MedSupply Co.', supplierId, timestamp: expect.any(String) },
    ]);
  });
});
