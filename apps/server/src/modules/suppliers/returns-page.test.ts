import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { movementsOf, saleBody, sell } from '../../test/sales-factories.js';
import { balanceOf, pageReturn, supplierWithOrders } from '../../test/supplier-money-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** A lot of 3 boxes x 10 units at 4.00 a box (0.40 a unit) from order P-1: 12.00 owed. */
async function stocked() {
  const owner = await signedInOwner(t);
  const supplier = await supplierWithOrders(owner.client, [{ ref: 'P-1', quantity: 3, costPrice: '4.00' }]);
  return { ...owner, ...supplier, lotId: supplier.lots[0]! };
}
const decide = (s: { client: Awaited<ReturnType<typeof signedInOwner>>['client'] }, id: number, decision: string) =>
  s.client.post(`/api/supplier-returns/${id}/decision`, { decision });

describe('the Returns page', () => {
  it('creates a pending return: nothing moves, the list shows it newest first with product and supplier', async () => {
    const s = await stocked();
    const first = await s.client.post(
      '/api/supplier-returns',
      pageReturn(s.lotId, { quantity: 2, returnType: 'expired' }),
    );
    expect(first.statusCode).toBe(201);
    const second = await s.client.post('/api/supplier-returns', pageReturn(s.lotId, { notes: 'Call Sami first' }));
    expect(second.json()).toMatchObject({
      type: 'supplier_order',
      status: 'pending',
      inventoryId: s.lotId,
      supplierId: s.supplierId,
      supplierName: 'MedSupply Co.',
      quantity: 5,
      unitType: 'unit',
      units: 5,
      unitPrice: '0.40',
      totalValue: '2.00',
      returnType: 'damaged',
      returnReason: 'Boxes arrived crushed',
      notes: 'Call Sami first',
      orderId: null,
      decidedAt: null,
      refundable: false,
    });
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 30, movements: 30 });
    expect(await balanceOf(s.client, s.supplierId)).toBe('12.00');
    const list = (await s.client.get('/api/supplier-returns')).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([second.json().id, first.json().id]);
    expect(list[1]).toMatchObject({ productName: expect.any(String), status: 'pending', returnType: 'expired' });
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ returnReason: '' }, 'Return reason is required'],
    [{ unitPrice: '' }, 'Unit price is required'],
    [{ unitPrice: '-1' }, 'Unit price cannot be negative'],
  ])('refuses %j with "%s"', async (change, message) => {
    const s = await stocked();
    const response = await s.client.post('/api/supplier-returns', pageReturn(s.lotId, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await s.client.get('/api/supplier-returns')).json()).toEqual([]);
  });

  it('refuses more units than the lot holds', async () => {
    const s = await stocked();
    const response = await s.client.post('/api/supplier-returns', pageReturn(s.lotId, { quantity: 31 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'insufficient_stock', availableUnits: 30 });
  });

  it('approve moves stock and money once; repeating it changes nothing', async () => {
    const s = await stocked();
    const { id } = (await s.client.post('/api/supplier-returns', pageReturn(s.lotId))).json();
    const approved = await decide(s, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedAt: expect.any(String), refundable: true });
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 25, movements: 25 });
    expect(await balanceOf(s.client, s.supplierId)).toBe('10.00');
    for (const decision of ['approve', 'approve']) {
      const again = await decide(s, id, decision);
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('approved');
    }
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 25, movements: 25 });
    expect((await movementsOf(t, s.lotId)).filter((m) => m.kind === 'supplier_return')).toEqual([
      { kind: 'supplier_return', units: -5, reference: `RET-${id}` },
    ]);
    expect(await balanceOf(s.client, s.supplierId)).toBe('10.00');
    const rejected = await decide(s, id, 'reject');
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe('This return is already approved.');
  });

  it('five approves racing: the stock drops once', async () => {
    const s = await stocked();
    const { id } = (await s.client.post('/api/supplier-returns', pageReturn(s.lotId, { quantity: 7 }))).json();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => decide(s, id, 'approve')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 23, movements: 23 });
    expect((await movementsOf(t, s.lotId)).filter((m) => m.kind === 'supplier_return')).toHaveLength(1);
    expect(await balanceOf(s.client, s.supplierId)).toBe('9.20');
  });

  it('reject changes nothing and cannot be approved later', async () => {
    const s = await stocked();
    const { id } = (await s.client.post('/api/supplier-returns', pageReturn(s.lotId))).json();
    expect((await decide(s, id, 'refunded')).json().message).toBe('Only an approved return can be marked refunded.');
    expect((await decide(s, id, 'reject')).json()).toMatchObject({ status: 'rejected', decidedAt: expect.any(String) });
    const approve = await decide(s, id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This return was rejected.');
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 30, movements: 30 });
    expect(await balanceOf(s.client, s.supplierId)).toBe('12.00');
  });

  it('approval is refused when the lot no longer holds the units; the return stays pending', async () => {
    const s = await stocked();
    const { id, productName } = (
      await s.client.post('/api/supplier-returns', pageReturn(s.lotId, { quantity: 10 }))
    ).json();
    expect(
      (await sell(s.client, saleBody([{ inventoryId: s.lotId, quantity: 24, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    const refused = await decide(s, id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Only 6 units of ${productName} are left in this lot`);
    expect((await s.client.get('/api/supplier-returns')).json()[0].status).toBe('pending');
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 6, movements: 6 });
  });

  it('an approved return of a paid order is a credit until refunded', async () => {
    const s = await stocked();
    const orderId = s.orderIds['P-1']!;
    const paid = await s.client.post('/api/supplier-payments', {
      supplierId: s.supplierId,
      orderIds: [orderId],
      originalAmount: '12.00',
      discountPercentage: 10,
      discountAmount: '1.20',
      amount: '10.80',
    });
    expect(paid.statusCode).toBe(201);
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
    const { id } = (await s.client.post('/api/supplier-returns', pageReturn(s.lotId, { orderId }))).json();
    expect((await decide(s, id, 'approve')).json()).toMatchObject({ orderId, orderRef: 'P-1', refundable: true });
    expect(await balanceOf(s.client, s.supplierId)).toBe('-2.00');
    expect((await decide(s, id, 'refunded')).json().status).toBe('refunded');
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
  });

  it('keeps tenants apart: another tenant’s lot, return and list', async () => {
    const s = await stocked();
    const { id } = (await s.client.post('/api/supplier-returns', pageReturn(s.lotId))).json();
    const stranger = await signedInOwner(t);
    const create = await stranger.client.post('/api/supplier-returns', pageReturn(s.lotId));
    expect(create.statusCode).toBe(404);
    expect(create.json().message).toBe('Inventory item not found.');
    const decision = await decide(stranger, id, 'approve');
    expect(decision.statusCode).toBe(404);
    expect(decision.json().message).toBe('Return not found.');
    expect((await stranger.client.get('/api/supplier-returns')).json()).toEqual([]);
    expect((await s.client.get('/api/supplier-returns')).json()[0].status).toBe('pending');
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 30 });
  });
});
