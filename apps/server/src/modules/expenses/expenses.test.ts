import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const rent = { title: 'Shop rent', amount: 450, category: 'rent', expenseDate: '2026-11-01' };

async function add(client: Client, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/expenses', { ...rent, ...overrides });
  if (response.statusCode !== 201) throw new Error(`expense not added: ${response.body}`);
  return response.json() as { id: number; amount: string; title: string };
}

const titles = async (client: Client, query = '') =>
  ((await client.get(`/api/expenses${query}`)).json() as { title: string }[]).map((e) => e.title);

describe('adding, listing, editing and deleting expenses', () => {
  it('adds an expense and lists it with the spec’s fields, amount with 2 decimals', async () => {
    const { client } = await signedInOwner(t);
    const created = await client.post('/api/expenses', {
      ...rent,
      amount: 1250.5,
      description: 'November, paid in cash',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      title: 'Shop rent',
      description: 'November, paid in cash',
      amount: '1250.50',
      category: 'rent',
      expenseDate: '2026-11-01',
      receiptImageUrl: null,
      createdAt: expect.any(String),
    });
    expect((await client.get('/api/expenses')).json()).toEqual([created.json()]);
  });

  it('answers each missing field with the spec’s message and stores nothing', async () => {
    const { client } = await signedInOwner(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ amount: undefined }, 'Amount is required'],
      [{ amount: '' }, 'Amount is required'],
      [{ category: undefined }, 'Category is required'],
      [{ expenseDate: '' }, 'Expense date is required'],
      [{ amount: 0 }, 'Amount must be greater than 0'],
      [{ amount: 10.555 }, 'Amount can have at most 2 decimals'],
      [{ expenseDate: '2026-13-01' }, 'Expense date must be a valid date (YYYY-MM-DD)'],
      [{ receiptImageUrl: 'http://example.com/x.png' }, 'The receipt image was not found. Please upload it again.'],
      [
        { receiptImageUrl: '/api/expenses/receipts/2147483000' },
        'The receipt image was not found. Please upload it again.',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await client.post('/api/expenses', { ...rent, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await client.get('/api/expenses')).json()).toEqual([]);
  });

  it('lists newest first and filters by year, month and category', async () => {
    const { client } = await signedInOwner(t);
    await add(client, { title: 'Rent Oct', expenseDate: '2026-10-01' });
    await add(client, { title: 'Salaries Oct', category: 'salaries', expenseDate: '2026-10-28' });
    await add(client, { title: 'Rent Nov', expenseDate: '2026-11-01' });
    await add(client, { title: 'Flyers', category: 'marketing', expenseDate: '2026-11-15' });
    await add(client, { title: 'Rent Nov 2025', expenseDate: '2025-11-01' });
    await add(client, { title: 'Rent Dec 2025', expenseDate: '2025-12-31' });

    expect(await titles(client)).toEqual([
      'Flyers',
      'Rent Nov',
      'Salaries Oct',
      'Rent Oct',
      'Rent Dec 2025',
      'Rent Nov 2025',
    ]);
    expect(await titles(client, '?year=2026')).toEqual(['Flyers', 'Rent Nov', 'Salaries Oct', 'Rent Oct']);
    expect(await titles(client, '?year=2026&month=11')).toEqual(['Flyers', 'Rent Nov']);
    expect(await titles(client, '?year=2025&month=12')).toEqual(['Rent Dec 2025']);
    expect(await titles(client, '?month=11')).toEqual(['Flyers', 'Rent Nov', 'Rent Nov 2025']);
    expect(await titles(client, '?year=2026&category=rent')).toEqual(['Rent Nov', 'Rent Oct']);
    expect(await titles(client, '?year=2026&month=10&category=salaries')).toEqual(['Salaries Oct']);
    expect(await titles(client, '?year=2024')).toEqual([]);

    for (const [query, message] of [
      ['?month=13', 'Month must be between 1 and 12'],
      ['?year=99', 'Year must be between 2000 and 2100'],
    ] as const) {
      const response = await client.get(`/api/expenses${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await client.get('/api/expenses?category=travel')).statusCode).toBe(400);
  });

  it('sums each month in SQL to the cent: 3 x 0.10 = 0.30', async () => {
    const { client } = await signedInOwner(t);
    for (let i = 0; i < 3; i += 1) await add(client, { amount: 0.1, expenseDate: `2026-03-0${i + 1}` });
    await add(client, { amount: '1999.99', expenseDate: '2026-11-30' });
    await add(client, { amount: '0.01', expenseDate: '2026-11-01' });
    await add(client, { amount: 100, expenseDate: '2025-11-01' });

    const summary = await client.get('/api/expenses/summary/2026');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual([
      { month: '2026-03', total: '0.30' },
      { month: '2026-11', total: '2000.00' },
    ]);
    expect((await client.get('/api/expenses/summary/2025')).json()).toEqual([{ month: '2025-11', total: '100.00' }]);
    expect((await client.get('/api/expenses/summary/2024')).json()).toEqual([]);
    expect((await client.get('/api/expenses/summary/twenty')).statusCode).toBe(400);
  });

  it('answers the years of the first and last expense for the year filter', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/expenses/years')).json()).toEqual({ firstYear: null, lastYear: null });
    await add(client, { expenseDate: '2021-06-15' });
    await add(client, { expenseDate: '2026-11-20' });
    expect((await client.get('/api/expenses/years')).json()).toEqual({ firstYear: 2021, lastYear: 2026 });
  });

  it('edits every field of an expense, and refuses a bad edit without changing it', async () => {
    const { client } = await signedInOwner(t);
    const expense = await add(client, { title: 'Shop rnet' });
    const edited = await client.put(`/api/expenses/${expense.id}`, {
      title: 'Shop rent',
      amount: '475.25',
      category: 'utilities',
      expenseDate: '2026-11-02',
      description: 'with water',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: expense.id,
      title: 'Shop rent',
      amount: '475.25',
      category: 'utilities',
      expenseDate: '2026-11-02',
      description: 'with water',
    });
    const bad = await client.put(`/api/expenses/${expense.id}`, { ...rent, title: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Title is required');
    expect((await client.get('/api/expenses')).json()).toEqual([edited.json()]);
  });

  it('deletes an expense; a second delete and an unknown id answer 404', async () => {
    const { client } = await signedInOwner(t);
    const expense = await add(client);
    await add(client, { title: 'Stays' });
    expect((await client.delete(`/api/expenses/${expense.id}`)).statusCode).toBe(204);
    expect(await titles(client)).toEqual(['Stays']);
    const again = await client.delete(`/api/expenses/${expense.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Expense not found');
    expect((await client.put('/api/expenses/999999999', rent)).statusCode).toBe(404);
  });

  it('never shows, edits or deletes another tenant’s expense (404), nor counts it', async () => {
    const mine = await signedInOwner(t);
    const theirs = await signedInOwner(t);
    const expense = await add(theirs.client, { amount: 999 });

    const edit = await mine.client.put(`/api/expenses/${expense.id}`, { ...rent, title: 'Hijacked' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({
      code: 'expense_not_found',
      message: 'Expense not found',
      error: 'expense_not_found',
    });
    expect((await mine.client.delete(`/api/expenses/${expense.id}`)).statusCode).toBe(404);
    expect((await mine.client.get('/api/expenses')).json()).toEqual([]);
    expect((await mine.client.get('/api/expenses/summary/2026')).json()).toEqual([]);
    expect((await mine.client.get('/api/expenses/years')).json()).toEqual({ firstYear: null, lastYear: null });
    expect(await titles(theirs.client)).toEqual(['Shop rent']);
  });
});

describe('who may use expenses', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['GET', '/api/expenses'],
    ['GET', '/api/expenses/summary/2026'],
    ['GET', '/api/expenses/years'],
    ['POST', '/api/expenses'],
    ['PUT', '/api/expenses/1'],
    ['DELETE', '/api/expenses/1'],
    ['POST', '/api/expenses/receipts'],
    ['GET', '/api/expenses/receipts/1'],
  ];
  const statuses = async (client: Client) => {
    const result: number[] = [];
    for (const [method, url] of routes) {
      result.push(
        (await client.request(method, url, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode,
      );
    }
    return result;
  };

  it('answers 401 to a signed-out visitor', async () => {
    expect(await statuses(new Client(t.app))).toEqual(routes.map(() => 401));
  });

  it('answers 403 to a basic-plan store or supplier and to any team member', async () => {
    for (const options of [{ plan: 'basic' as const }, { userType: 'supplier' as const, plan: 'basic' as const }]) {
      const { client } = await signedInOwner(t, options);
      expect(await statuses(client)).toEqual(routes.map(() => 403));
    }
    const owner = await signedInOwner(t);
    const member = await signedInTeamMember(t, owner.user.id, [
      'pos',
      'sales',
      'inventory',
      'suppliers',
      'team',
      'settings',
    ]);
    expect(await statuses(member.client)).toEqual(routes.map(() => 403));
  });

  it('opens to advance and super plans and a supplier on advance, not to an expired plan', async () => {
    for (const options of [
      { plan: 'advance' as const },
      { plan: 'super' as const },
      { userType: 'supplier' as const, plan: 'advance' as const },
    ]) {
      const { client } = await signedInOwner(t, options);
      expect((await client.get('/api/expenses')).statusCode).toBe(200);
    }
    const expired = await signedInOwner(t, { plan: 'super', subscriptionStatus: 'expired' });
    expect((await expired.client.get('/api/expenses')).statusCode).toBe(403);
  });
});
