import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sales } from '../../db/schema/index.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Moves a sale to a moment in the past, as a synced offline sale or an old sale would be. */
const soldOn = (id: number, moment: string) =>
  t.database.db
    .update(sales)
    .set({ soldAt: new Date(moment) })
    .where(eq(sales.id, id));

describe('GET /api/sales', () => {
  it('lists sales newest first with their lines, filtered by the day they were sold', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 5, unitsPerBox: 10 });
    const ids: number[] = [];
    for (const quantity of [1, 2, 3]) {
      const response = await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity, unitType: 'unit' }]));
      ids.push(response.json().id);
    }
    await soldOn(ids[0]!, '2026-03-01T09:15:00');
    await soldOn(ids[1]!, '2026-03-02T23:59:00');

    const all = (await s.client.get('/api/sales')).json().sales;
    expect(all.map((sale: { id: number }) => sale.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all[1]).toMatchObject({ itemCount: 1, items: [{ quantity: 2, returnedQuantity: 0 }] });

    const march = (await s.client.get('/api/sales?from=2026-03-01&to=2026-03-02')).json().sales;
    expect(march.map((sale: { id: number }) => sale.id)).toEqual([ids[1], ids[0]]);
    const second = (await s.client.get('/api/sales?from=2026-03-02&to=2026-03-02')).json().sales;
    expect(second.map((sale: { id: number }) => sale.id)).toEqual([ids[1]]);
    expect((await s.client.get('/api/sales?to=2026-02-28')).json()).toEqual({ sales: [], nextCursor: null });
    expect((await s.client.get('/api/sales?from=2026-13-01')).statusCode).toBe(400);
  });

  it('shows a sale by id, and another tenant’s sale as 404 with no data', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const sale = (
      await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'box' }]))
    ).json();
    const one = await s.client.get(`/api/sales/${sale.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(sale);

    const other = await shop(t);
    const response = await other.client.get(`/api/sales/${sale.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'sale_not_found', message: 'Sale not found.', error: 'sale_not_found' });
    expect((await other.client.get('/api/sales')).json()).toEqual({ sales: [], nextCursor: null });
    expect((await s.client.get('/api/sales/999999999')).statusCode).toBe(404);
  });
});
