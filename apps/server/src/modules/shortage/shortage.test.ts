import { addDays, dayIn, shortageCategories } from '@assist/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shortageCategories as storedCategories } from '../../db/schema/index.js';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { setTimeZone } from '../../test/time-zone.js';
import type { Client } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, code: response.json().code });
const issueCodes = (response: LightMyRequestResponse) =>
  (response.json().issues as { code: string; path: string }[]).map((issue) => [issue.path, issue.code]);

async function add(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api/shortage-items', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; date: string; isCompleted: boolean; completedAt: string | null };
}

/** Today in `timeZone` as the server saw it during `call` (either side of a midnight passing meanwhile). */
async function todayAround<T>(timeZone: string, call: () => Promise<T>): Promise<{ value: T; days: string[] }> {
  const before = dayIn(new Date(), timeZone);
  const value = await call();
  return { value, days: [before, dayIn(new Date(), timeZone)] };
}

describe('noting shortages', () => {
  it('adds an item with category other and priority medium by default, on the day asked', async () => {
    const { client } = await signedInOwner(t);
    const item = await add(client, { productName: '  Amoxicillin 500mg  ', date: '2026-11-20' });
    expect(item).toEqual({
      id: expect.any(Number),
      productName: 'Amoxicillin 500mg',
      category: 'other',
      priority: 'medium',
      notes: null,
      date: '2026-11-20',
      isCompleted: false,
      completedAt: null,
    });
    await add(client, {
      productName: 'Insulin pens',
      category: 'medicine',
      priority: 'urgent',
      notes: 'Two patients asked',
      date: '2026-11-20',
    });
    await add(client, { productName: 'Gauze', date: '2026-11-21' });
    const day = (await client.get('/api/shortage-items?date=2026-11-20')).json();
    expect(day.map((i: { productName: string }) => i.productName)).toEqual(['Amoxicillin 500mg', 'Insulin pens']);
    expect(day[1]).toMatchObject({ category: 'medicine', priority: 'urgent', notes: 'Two patients asked' });
    expect((await client.get('/api/shortage-items?date=2026-11-19')).json()).toEqual([]);
  });

  it('refuses an empty product name with "Product name is required", and unknown lists and dates', async () => {
    const { client } = await signedInOwner(t);
    for (const productName of [undefined, '', '   ']) {
      const response = await client.post('/api/shortage-items', { productName, category: 'medicine' });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        expect.objectContaining({
          path: 'productName',
          code: 'product_name_required',
          message: 'Product name is required',
        }),
      ]);
    }
    const wrong = await client.post('/api/shortage-items', {
      productName: 'Gauze',
      category: 'snacks',
      priority: 'critical',
      date: '2026-13-01',
    });
    expect(issueCodes(wrong)).toEqual([
      ['category', 'shortage_category_invalid'],
      ['priority', 'shortage_priority_invalid'],
      ['date', 'invalid_date'],
    ]);
    expect(refusal(await client.get('/api/shortage-items?date=yesterday'))).toEqual({
      status: 400,
      code: 'validation',
    });
    expect((await client.get('/api/shortage-items?date=2026-11-20')).json()).toEqual([]);
  });

  it('stores every one of the nine categories the table allows', async () => {
    expect([...shortageCategories]).toEqual([...storedCategories]);
    const { client } = await signedInOwner(t);
    for (const category of shortageCategories)
      await add(client, { productName: category, category, date: '2026-11-01' });
    expect((await client.get('/api/shortage-items?date=2026-11-01')).json()).toHaveLength(9);
  });
});

describe('completing, editing and deleting', () => {
  it('sets completedAt when completed and clears it when reopened', async () => {
    const { client } = await signedInOwner(t);
    const item = await add(client, { productName: 'Paracetamol syrup', date: '2026-11-20' });
    const started = Date.now();
    const done = await client.put(`/api/shortage-items/${item.id}`, { isCompleted: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().isCompleted).toBe(true);
    const completedAt = Date.parse(done.json().completedAt);
    expect(completedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(completedAt).toBeLessThanOrEqual(Date.now() + 1000);

    const reopened = (await client.put(`/api/shortage-items/${item.id}`, { isCompleted: false })).json();
    expect(reopened).toMatchObject({ isCompleted: false, completedAt: null });
    expect((await client.get('/api/shortage-items?date=2026-11-20')).json()[0]).toMatchObject({
      isCompleted: false,
      completedAt: null,
    });
  });

  it('edits the name, category, priority and notes, and refuses an empty change', async () => {
    const { client } = await signedInOwner(t);
    const item = await add(client, { productName: 'Vitamin D', notes: 'drops', date: '2026-11-20' });
    const edited = await client.put(`/api/shortage-items/${item.id}`, {
      productName: 'Vitamin D3 drops',
      category: 'vitamins_supplements',
      priority: 'high',
      notes: '',
    });
    expect(edited.json()).toMatchObject({
      productName: 'Vitamin D3 drops',
      category: 'vitamins_supplements',
      priority: 'high',
      notes: null,
      isCompleted: false,
    });
    const empty = await client.put(`/api/shortage-items/${item.id}`, {});
    expect(issueCodes(empty)).toEqual([['', 'nothing_to_update']]);
    const blank = await client.put(`/api/shortage-items/${item.id}`, { productName: ' ' });
    expect(issueCodes(blank)).toEqual([['productName', 'product_name_required']]);
  });

  it('deletes an item, and a second delete finds nothing', async () => {
    const { client } = await signedInOwner(t);
    const item = await add(client, { productName: 'Bandages', date: '2026-11-20' });
    expect((await client.delete(`/api/shortage-items/${item.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/shortage-items?date=2026-11-20')).json()).toEqual([]);
    expect(refusal(await client.delete(`/api/shortage-items/${item.id}`))).toEqual({
      status: 404,
      code: 'shortage_item_not_found',
    });
  });

  it("answers 404 for another business's items and leaves them as they were", async () => {
    const mine = await signedInOwner(t);
    const theirs = await signedInOwner(t);
    const item = await add(theirs.client, { productName: 'Their syrup', date: '2026-11-20' });
    const notFound = { status: 404, code: 'shortage_item_not_found' };
    expect(refusal(await mine.client.put(`/api/shortage-items/${item.id}`, { isCompleted: true }))).toEqual(notFound);
    expect(refusal(await mine.client.delete(`/api/shortage-items/${item.id}`))).toEqual(notFound);
    expect((await mine.client.get('/api/shortage-items?date=2026-11-20')).json()).toEqual([]);
    expect((await theirs.client.get('/api/shortage-items?date=2026-11-20')).json()).toEqual([
      expect.objectContaining({ id: item.id, isCompleted: false }),
    ]);
  });
});

describe("the business's own day", () => {
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'files an item without a date on today in %s and lists that day by default',
    async (timeZone) => {
      const { client } = await signedInOwner(t);
      await setTimeZone(client, timeZone);
      const { value: item, days } = await todayAround(timeZone, () =>
        add(client, { productName: 'Cough syrup', date: '' }),
      );
      expect(days).toContain(item.date);
      expect((await client.get('/api/shortage-items')).json()).toEqual([expect.objectContaining({ id: item.id })]);
    },
  );

  it('counts completed and total over the 7 days ending today, today first, days without items as 0', async () => {
    const { client } = await signedInOwner(t);
    await setTimeZone(client, 'Asia/Baghdad');
    const today = dayIn(new Date(), 'Asia/Baghdad');
    const on = (back: number) => addDays(today, -back);
    const first = await add(client, { productName: 'A', date: on(0) });
    await add(client, { productName: 'B', date: on(0) });
    await add(client, { productName: 'C', date: on(0) });
    const old = await add(client, { productName: 'D', date: on(6) });
    await add(client, { productName: 'Too old', date: on(7) });
    await add(client, { productName: 'Tomorrow', date: on(-1) });
    await client.put(`/api/shortage-items/${first.id}`, { isCompleted: true });
    await client.put(`/api/shortage-items/${old.id}`, { isCompleted: true });

    const { value: response, days } = await todayAround('Asia/Baghdad', () =>
      client.get('/api/shortage-items/history'),
    );
    const history = response.json() as { date: string; completed: number; total: number }[];
    // A midnight passing during the test would shift the week; it is the same week otherwise.
    if (days[0] !== days[1]) return;
    expect(history).toEqual([
      { date: on(0), completed: 1, total: 3 },
      { date: on(1), completed: 0, total: 0 },
      { date: on(2), completed: 0, total: 0 },
      { date: on(3), completed: 0, total: 0 },
      { date: on(4), completed: 0, total: 0 },
      { date: on(5), completed: 0, total: 0 },
      { date: on(6), completed: 1, total: 1 },
    ]);
  });
});

describe('who may use the shortage notebook', () => {
  it('is the super plan’s, retailers and suppliers alike', async () => {
    const supplier = await signedInOwner(t, { userType: 'supplier', plan: 'super' });
    await add(supplier.client, { productName: 'Cartons', date: '2026-11-20' });
    expect((await supplier.client.get('/api/shortage-items/history')).json()).toHaveLength(7);
    for (const plan of ['basic', 'advance'] as const) {
      for (const userType of ['retailer', 'supplier'] as const) {
        const { client } = await signedInOwner(t, { plan, userType });
        expect(refusal(await client.get('/api/shortage-items')), `${plan} ${userType}`).toEqual({
          status: 403,
          code: 'forbidden',
        });
        expect(refusal(await client.post('/api/shortage-items', { productName: 'X' }))).toEqual({
          status: 403,
          code: 'forbidden',
        });
      }
    }
  });

  it('refuses a team member (no permission opens it) and a signed-out visitor', async () => {
    const owner = await signedInOwner(t);
    const member = await signedInTeamMember(t, owner.user.id, ['pos', 'inventory', 'sales', 'suppliers', 'team']);
    expect(refusal(await member.client.get('/api/shortage-items/history'))).toEqual({ status: 403, code: 'forbidden' });
    const { Client } = await import('../../test/test-app.js');
    const visitor = new Client(t.app);
    expect(refusal(await visitor.get('/api/shortage-items'))).toEqual({ status: 401, code: 'unauthorized' });
  });
});
