import { describe, expect, it } from 'vitest';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('the reference the till showed', () => {
  it('is the reference the server keeps, in the checkout answer, the history and the sale', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const body = saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], {
      saleId: 'SALE-MWW7S4L2-G8MO',
    });
    const sale = (await sell(s.client, body)).json();
    expect(sale.saleId).toBe('SALE-MWW7S4L2-G8MO');
    expect((await s.client.get(`/api/sales/${sale.id}`)).json().saleId).toBe('SALE-MWW7S4L2-G8MO');
    expect((await s.client.get('/api/sales')).json().sales[0].saleId).toBe('SALE-MWW7S4L2-G8MO');
    // The same attempt sent again answers the same sale under the same reference.
    const again = await sell(s.client, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: sale.id, saleId: 'SALE-MWW7S4L2-G8MO' });
  });

  it('gives another sale a fresh reference when the one it proposes is taken, and refuses a malformed one', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const line = [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' as const }];
    await sell(s.client, saleBody(line, { saleId: 'SALE-AAAAAAAA-BBBB' }));
    const second = await sell(s.client, saleBody(line, { saleId: 'SALE-AAAAAAAA-BBBB' }));
    expect(second.statusCode).toBe(201);
    expect(second.json().saleId).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);
    expect(second.json().saleId).not.toBe('SALE-AAAAAAAA-BBBB');
    // Another tenant may hold the same reference: references are the tenant's own.
    const other = await shop(t);
    const otherLot = await other.stock();
    const theirs = await sell(
      other.client,
      saleBody([{ inventoryId: otherLot.inventoryId, quantity: 1, unitType: 'unit' }], {
        saleId: 'SALE-AAAAAAAA-BBBB',
      }),
    );
    expect(theirs.json().saleId).toBe('SALE-AAAAAAAA-BBBB');
    expect((await sell(s.client, saleBody(line, { saleId: 'sale 1' }))).statusCode).toBe(400);
  });
});

describe('a sale after returns', () => {
  it('shows what its returns gave back, the net, and the returns themselves, in the list and by id', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 3, unitsPerBox: 10, retailPrice: 5 });
    const sale = (
      await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 2, unitType: 'box' }], { taxRate: 8 }))
    ).json();
    expect(sale).toMatchObject({ total: '10.80', returnedTotal: '0.00', netTotal: '10.80', returns: [] });

    const made = await s.client.post('/api/returns', {
      saleId: sale.id,
      items: [{ saleItemId: sale.items[0].id, quantity: 1, reason: 'Damaged box' }],
    });
    expect(made.statusCode).toBe(201);
    const expected = {
      status: 'partially_returned',
      total: '10.80',
      returnedTotal: '5.40',
      netTotal: '5.40',
      returns: [
        {
          amount: '5.00',
          tax: '0.40',
          items: [{ saleItemId: sale.items[0].id, quantity: 1, amount: '5.00', reason: 'Damaged box' }],
        },
      ],
    };
    expect(made.json().sale).toMatchObject(expected);
    expect((await s.client.get(`/api/sales/${sale.id}`)).json()).toMatchObject(expected);
    expect((await s.client.get('/api/sales')).json().sales[0]).toMatchObject(expected);

    await s.client.post('/api/returns', {
      saleId: sale.id,
      items: [{ saleItemId: sale.items[0].id, quantity: 1, reason: 'Changed mind' }],
    });
    const returned = (await s.client.get(`/api/sales/${sale.id}`)).json();
    expect(returned).toMatchObject({ status: 'returned', returnedTotal: '10.80', netTotal: '0.00' });
    expect(returned.returns.map((entry: { items: { reason: string }[] }) => entry.items[0]?.reason)).toEqual([
      'Damaged box',
      'Changed mind',
    ]);
  });

  it('keeps each tenant’s returns to its own sales', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const sale = (
      await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'box' }]))
    ).json();
    await s.client.post('/api/returns', {
      saleId: sale.id,
      items: [{ saleItemId: sale.items[0].id, quantity: 1, reason: 'Expired' }],
    });
    const other = await shop(t);
    expect((await other.client.get(`/api/sales/${sale.id}`)).statusCode).toBe(404);
    expect((await other.client.get('/api/sales')).json().sales).toEqual([]);
  });
});

describe('an offline sale in the history', () => {
  it('is listed and shown by when it was sold, not when it reached the server', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const line = [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' as const }];
    const online = (await sell(s.client, saleBody(line))).json();
    const soldAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const offline = (
      await sell(s.client, saleBody(line, { offline: true, saleId: 'SALE-OFFL1NE0-TILL', soldAt }))
    ).json();
    expect(offline).toMatchObject({ saleId: 'SALE-OFFL1NE0-TILL', offline: true, soldAt });
    expect(Date.parse(offline.createdAt)).toBeGreaterThan(Date.parse(soldAt));

    const list = (await s.client.get('/api/sales')).json().sales;
    expect(list.map((sale: { id: number }) => sale.id)).toEqual([online.id, offline.id]);
    expect((await s.client.get(`/api/sales/${offline.id}`)).json().soldAt).toBe(soldAt);
  });
});
