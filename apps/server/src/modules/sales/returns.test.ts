import { describe, expect, it } from 'vitest';
import { lotLedger } from '../../test/inventory-factories.js';
import { movementsOf, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function soldShop() {
  const s = await shop(t);
  const a = await s.stock({ quantity: 3, unitsPerBox: 10, retailPrice: 5 });
  const b = await s.stock({ quantity: 10, unitsPerBox: 1, retailPrice: 0.1 });
  const sale = (
    await sell(
      s.client,
      saleBody(
        [
          { inventoryId: a.inventoryId, quantity: 2, unitType: 'box' },
          { inventoryId: b.inventoryId, quantity: 6, unitType: 'unit' },
        ],
        { taxRate: 8 },
      ),
    )
  ).json();
  return { ...s, a, b, sale, boxLine: sale.items[0].id as number, unitLine: sale.items[1].id as number };
}

describe('POST /api/returns', () => {
  it('puts returned units back into their lot, clamps to what is left, and moves the status along', async () => {
    const s = await soldShop();
    expect(await lotLedger(t, s.a.inventoryId)).toMatchObject({ units: 10 });

    const first = await s.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [
        { saleItemId: s.boxLine, quantity: 1, reason: 'Damaged box' },
        { saleItemId: s.unitLine, quantity: 0, reason: '' },
      ],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      saleId: s.sale.id,
      amount: '5.00',
      tax: '0.40',
      items: [{ saleItemId: s.boxLine, quantity: 1, units: 10, amount: '5.00', reason: 'Damaged box' }],
      sale: { status: 'partially_returned', items: [{ returnedQuantity: 1 }, { returnedQuantity: 0 }] },
    });
    expect(await lotLedger(t, s.a.inventoryId)).toMatchObject({ units: 20, movements: 20 });
    expect((await movementsOf(t, s.a.inventoryId)).at(-1)).toEqual({
      kind: 'sale_return',
      units: 10,
      reference: s.sale.saleId,
    });

    const rest = await s.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [
        { saleItemId: s.boxLine, quantity: 5, reason: 'Not needed' },
        { saleItemId: s.unitLine, quantity: 9, reason: 'Wrong strength' },
      ],
    });
    expect(rest.json()).toMatchObject({
      amount: '5.60',
      items: [
        { quantity: 1, units: 10 },
        { quantity: 6, units: 6 },
      ],
      sale: { status: 'returned', items: [{ returnedQuantity: 2 }, { returnedQuantity: 6 }] },
    });
    // Tax given back in two returns adds up to the tax the sale collected.
    expect((Number(first.json().tax) * 100 + Number(rest.json().tax) * 100) / 100).toBe(Number(s.sale.tax));
    expect(await lotLedger(t, s.a.inventoryId)).toMatchObject({ units: 30, movements: 30 });
    expect(await lotLedger(t, s.b.inventoryId)).toMatchObject({ units: 10, movements: 10 });

    const nothing = await s.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [{ saleItemId: s.unitLine, quantity: 1, reason: 'Again' }],
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('These items have already been returned.');
    expect((await s.client.get(`/api/sales/${s.sale.id}`)).json().status).toBe('returned');
  });

  it('answers the spec’s messages', async () => {
    const s = await soldShop();
    const none = await s.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [{ saleItemId: s.boxLine, quantity: 0 }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select at least one item to return');
    const noReason = await s.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [{ saleItemId: s.boxLine, quantity: 1, reason: '  ' }],
    });
    expect(noReason.json().message).toBe('Please provide a reason for all items being returned');
    const wrongLine = await s.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [{ saleItemId: 999999999, quantity: 1, reason: 'x' }],
    });
    expect(wrongLine.statusCode).toBe(404);
    expect(wrongLine.json().message).toBe('Sale item not found.');
  });

  it('answers 404 for another tenant’s sale and changes nothing', async () => {
    const s = await soldShop();
    const other = await shop(t);
    const response = await other.client.post('/api/returns', {
      saleId: s.sale.id,
      items: [{ saleItemId: s.boxLine, quantity: 1, reason: 'Mine now' }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'sale_not_found', message: 'Sale not found.', error: 'sale_not_found' });
    expect(await lotLedger(t, s.a.inventoryId)).toMatchObject({ units: 10, movements: 10 });
    expect((await s.client.get(`/api/sales/${s.sale.id}`)).json().status).toBe('completed');
  });
});
