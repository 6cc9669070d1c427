import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { saleBody, shop } from '../../test/sales-factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Area = 'pos' | 'sales' | 'lookup' | 'restock';
/** Every route of checkout, sales history, returns, the till's data and the batch endpoints. */
const routes: { method: 'GET' | 'POST' | 'DELETE'; url: string; area: Area }[] = [
  { method: 'POST', url: '/api/sales', area: 'pos' },
  { method: 'POST', url: '/api/sales/batch', area: 'pos' },
  { method: 'GET', url: '/api/pos/preload-all', area: 'pos' },
  { method: 'GET', url: '/api/pos/favorites', area: 'pos' },
  { method: 'POST', url: '/api/pos/favorites', area: 'pos' },
  { method: 'DELETE', url: '/api/pos/favorites/1', area: 'pos' },
  { method: 'GET', url: '/api/pos/cart-drafts', area: 'pos' },
  { method: 'POST', url: '/api/pos/cart-drafts', area: 'pos' },
  { method: 'DELETE', url: '/api/pos/cart-drafts/1', area: 'pos' },
  { method: 'GET', url: '/api/sales', area: 'sales' },
  { method: 'GET', url: '/api/sales/1', area: 'sales' },
  { method: 'POST', url: '/api/returns', area: 'sales' },
  { method: 'POST', url: '/api/inventory/batch-update', area: 'restock' },
  { method: 'POST', url: '/api/products/batch-lookup', area: 'lookup' },
  { method: 'POST', url: '/api/products/batch-price-update', area: 'restock' },
];

const call = (client: Client, route: (typeof routes)[number]) =>
  client.request(route.method, route.url, route.method === 'POST' ? {} : undefined);

async function statuses(client: Client) {
  const result: Record<Area, number[]> = { pos: [], sales: [], lookup: [], restock: [] };
  for (const route of routes) result[route.area].push((await call(client, route)).statusCode);
  return result;
}

describe('who may sell, see sales and return', () => {
  it('answers 401 to a signed-out visitor on every route', async () => {
    const client = new Client(t.app);
    for (const route of routes) expect((await call(client, route)).statusCode, route.url).toBe(401);
  });

  it('answers 403 on every route to a basic-plan retailer or supplier', async () => {
    for (const options of [{ plan: 'basic' as const }, { userType: 'supplier' as const, plan: 'basic' as const }]) {
      const { client } = await signedInOwner(t, options);
      for (const route of routes) expect((await call(client, route)).statusCode, route.url).toBe(403);
    }
  });

  it('lets a cashier (pos) sell and use the till, but not open sales history or returns', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['pos']);
    const result = await statuses(client);
    expect(result.pos.every((s) => s !== 403)).toBe(true);
    expect(result.lookup.every((s) => s !== 403)).toBe(true);
    // Restocking and repricing are the inventory's (issue 14 item 1).
    expect(result.restock).toEqual([403, 403]);
    expect(result.sales).toEqual([403, 403, 403]);
  });

  it('lets a member with sales see history and take returns, but not check out', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['sales']);
    const result = await statuses(client);
    expect(result.pos.every((s) => s === 403)).toBe(true);
    expect([...result.lookup, ...result.restock].every((s) => s === 403)).toBe(true);
    expect(result.sales.every((s) => s !== 403)).toBe(true);
  });

  it('lets an inventory clerk use the batch endpoints only', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['inventory']);
    const result = await statuses(client);
    expect([...result.lookup, ...result.restock].every((s) => s !== 403)).toBe(true);
    expect([...result.pos, ...result.sales].every((s) => s === 403)).toBe(true);
  });

  it('records a team member’s sale in the owner’s tenant', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const { client } = await signedInTeamMember(t, s.user.id, ['pos']);
    const sale = await client.post(
      '/api/sales',
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]),
    );
    expect(sale.statusCode).toBe(201);
    expect((await s.client.get('/api/sales')).json().sales.map((x: { id: number }) => x.id)).toEqual([sale.json().id]);
  });
});
