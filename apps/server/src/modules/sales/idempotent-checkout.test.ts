import { describe, expect, it } from 'vitest';
import { lotLedger } from '../../test/inventory-factories.js';
import { countRows, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('POST /api/sales with a clientSaleId seen before', () => {
  it('stores one sale for a repeated clientSaleId and answers the first sale', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const body = saleBody([{ inventoryId: lot.inventoryId, quantity: 4, unitType: 'unit' }]);
    const first = await sell(s.client, body);
    const again = await sell(s.client, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    // Even once the stock is gone, the retry answers the sale rather than a 409.
    await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 6, unitType: 'unit' }]));
    const late = await sell(s.client, body);
    expect(late.statusCode).toBe(200);
    expect(late.json().id).toBe(first.json().id);
    expect(await countRows(t, 'sales', s.user.id)).toBe(2);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 0, movements: 0 });
  });

  it('stores one sale when the same clientSaleId arrives several times at once', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const body = saleBody([{ inventoryId: lot.inventoryId, quantity: 3, unitType: 'unit' }]);
    const responses = await Promise.all(Array.from({ length: 8 }, () => sell(s.client, body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(t, 'sales', s.user.id)).toBe(1);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 17, movements: 17 });
  });

  it('keeps clientSaleIds per tenant: another shop may use the same one', async () => {
    const one = await shop(t);
    const two = await shop(t);
    const lotOne = await one.stock();
    const lotTwo = await two.stock();
    const body = saleBody([{ inventoryId: lotOne.inventoryId, quantity: 1, unitType: 'unit' }]);
    expect((await sell(one.client, body)).statusCode).toBe(201);
    const other = { ...body, items: [{ inventoryId: lotTwo.inventoryId, quantity: 1, unitType: 'unit' as const }] };
    expect((await sell(two.client, other)).statusCode).toBe(201);
  });
});
