import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('the cover setting and supplier lead times', () => {
  it('the cover in Settings and the lead time of the supplier change the suggestion', async () => {
    const s = await shop(t);
    // 28 boxes of 1, all sold today: 1 a day over the 28-day window, nothing left.
    const lot = await s.stock({ productName: 'Omeprazole', quantity: 28, unitsPerBox: 1 });
    expect(
      (await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 28, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    const boxes = async () =>
      (await s.client.get('/api/reorder'))
        .json()
        .items.find((i: { productId: number }) => i.productId === lot.productId).suggestedBoxes;
    // 1 a day, nothing left: 30 + 3 days.
    expect(await boxes()).toBe(33);

    expect((await s.client.get('/api/reorder/settings')).json()).toEqual({ reorderCoverDays: 30 });
    const saved = await s.client.put('/api/reorder/settings', { reorderCoverDays: 14 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await s.client.get('/api/reorder/settings')).json()).toEqual({ reorderCoverDays: 14 });
    expect(await boxes()).toBe(17);

    const lead = await s.client.put(`/api/suppliers/${s.supplierId}/lead-days`, { leadDays: 10 });
    expect(lead.statusCode, lead.body).toBe(200);
    expect((await s.client.get('/api/suppliers')).json()[0]).toMatchObject({ id: s.supplierId, leadDays: 10 });
    expect(await boxes()).toBe(24);

    for (const reorderCoverDays of [0, 366, 2.5, '30', null]) {
      const refused = await s.client.put('/api/reorder/settings', { reorderCoverDays });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].code).toBe('reorder_cover_days');
    }
    for (const leadDays of [-1, 366, 1.5, 'x', '']) {
      const refused = await s.client.put(`/api/suppliers/${s.supplierId}/lead-days`, { leadDays });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].code).toBe('reorder_lead_days');
    }
    expect(await boxes()).toBe(24);
  });

  it("another tenant's supplier is not found; a team member may not change the cover", async () => {
    const a = await shop(t);
    const b = await signedInOwner(t);
    const other = await b.client.put(`/api/suppliers/${a.supplierId}/lead-days`, { leadDays: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('supplier_not_found');
    const member = await signedInTeamMember(t, a.user.id, ['settings', 'inventory']);
    expect((await member.client.put('/api/reorder/settings', { reorderCoverDays: 10 })).statusCode).toBe(403);
    expect((await a.client.get('/api/reorder/settings')).json()).toEqual({ reorderCoverDays: 30 });
  });

  it('a new supplier takes its lead time from the form, 3 when left out', async () => {
    const s = await signedInOwner(t);
    const given = await s.client.post('/api/suppliers', {
      name: 'Fast Pharma',
      contact: 'A',
      phone: '1',
      leadDays: '1',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().leadDays).toBe(1);
    const left = await s.client.post('/api/suppliers', { name: 'Slow Pharma', contact: 'A', phone: '1' });
    expect(left.json().leadDays).toBe(3);
    const bad = await s.client.post('/api/suppliers', { name: 'Odd Pharma', contact: 'A', phone: '1', leadDays: 400 });
    expect(bad.statusCode).toBe(400);
  });
});
