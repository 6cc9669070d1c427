import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAccount } from '../test/factories.js';
import { Client, useTestApp } from '../test/test-app.js';
import { seedDemoExpenses } from './demo-expenses.js';

const t = useTestApp();

describe('demo expenses', () => {
  it('give the demo pharmacy six months of rent, salaries, utilities and supplies, none in the future', async () => {
    const owner = await createAccount(t);
    const now = new Date(2026, 10, 22, 12);
    const count = await seedDemoExpenses(t.database.db, owner.id, now);
    expect(count).toBeGreaterThan(30);

    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const list = (await client.get('/api/expenses?year=2026')).json() as { category: string; expenseDate: string }[];
    expect(list).toHaveLength(count);
    expect(new Set(list.map((e) => e.category))).toEqual(
      new Set(['rent', 'salaries', 'utilities', 'supplies', 'marketing', 'other']),
    );
    expect(list.every((e) => e.expenseDate <= '2026-11-22' && e.expenseDate >= '2026-06-01')).toBe(true);

    const summary = (await client.get('/api/expenses/summary/2026')).json() as { month: string }[];
    expect(summary.map((m) => m.month)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    // November's salaries (the 28th) are not paid yet.
    const november = list.filter((e) => e.expenseDate.startsWith('2026-11'));
    expect(november.some((e) => e.category === 'salaries')).toBe(false);
  });
});
