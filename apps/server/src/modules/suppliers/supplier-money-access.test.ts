import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const none = 2_147_483_647;

type Area = 'suppliers' | 'returns';
/** Every route of supplier money and returns, with a body that passes validation (then 404s). */
const routes: { method: 'GET' | 'POST'; url: string; body?: object; area: Area }[] = [
  {
    method: 'POST',
    url: '/api/supplier-payments',
    body: { supplierId: none, orderIds: [none], originalAmount: 1, amount: 1 },
    area: 'suppliers',
  },
  { method: 'GET', url: `/api/suppliers/${none}/payments`, area: 'suppliers' },
  {
    method: 'POST',
    url: '/api/supplier-returns',
    body: { orderId: none, itemId: none, quantity: 1, reason: 'Damaged' },
    area: 'suppliers',
  },
  {
    method: 'POST',
    url: '/api/supplier-returns',
    body: { type: 'supplier_order', inventoryId: none, quantity: 1, returnReason: 'Expired', unitPrice: '1.00' },
    area: 'returns',
  },
  { method: 'GET', url: '/api/supplier-returns', area: 'returns' },
  { method: 'POST', url: `/api/supplier-returns/${none}/decision`, body: { decision: 'approve' }, area: 'returns' },
];

async function statuses(client: Client) {
  const result: Record<Area, number[]> = { suppliers: [], returns: [] };
  for (const route of routes)
    result[route.area].push((await client.request(route.method, route.url, route.body)).statusCode);
  return result;
}
const allowed = (codes: number[]) => codes.every((code) => code !== 401 && code !== 403);
const refused = (codes: number[]) => codes.every((code) => code === 403);

describe('who may pay suppliers and return to them', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const result = await statuses(new Client(t.app));
    expect([...result.suppliers, ...result.returns].every((code) => code === 401)).toBe(true);
  });

  it('answers 403 everywhere to a basic-plan retailer; a basic supplier only sees and decides returns of its goods', async () => {
    const retailer = await statuses((await signedInOwner(t, { plan: 'basic' })).client);
    expect(refused([...retailer.suppliers, ...retailer.returns])).toBe(true);
    // A seller on the marketplace decides the returns of goods it sold (decisions/2026-11-28-consent.md).
    const supplier = await statuses((await signedInOwner(t, { userType: 'supplier', plan: 'basic' })).client);
    expect(refused(supplier.suppliers)).toBe(true);
    expect(supplier.returns).toEqual([403, 200, 404]);
  });

  it('gives plan advance the Returns page but not the Suppliers screen’s money', async () => {
    const result = await statuses((await signedInOwner(t, { plan: 'advance' })).client);
    expect(refused(result.suppliers)).toBe(true);
    expect(allowed(result.returns)).toBe(true);
  });

  it('gives plan super both; its answers are 404 for ids that are not its own', async () => {
    const result = await statuses((await signedInOwner(t, { plan: 'super' })).client);
    expect(result.suppliers).toEqual([404, 404, 404]);
    expect(result.returns).toEqual([404, 200, 404]);
  });

  it('lets a team member with the suppliers permission pay and return from orders, not use the Returns page', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['suppliers']);
    const result = await statuses(client);
    expect(allowed(result.suppliers)).toBe(true);
    expect(refused(result.returns)).toBe(true);
  });

  it('refuses a team member without the suppliers permission', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['pos', 'inventory', 'sales']);
    const result = await statuses(client);
    expect(refused([...result.suppliers, ...result.returns])).toBe(true);
  });

  it('publishes the routes in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/supplier-payments',
        '/api/suppliers/{id}/payments',
        '/api/supplier-returns',
        '/api/supplier-returns/{id}/decision',
      ]),
    );
  });
});
