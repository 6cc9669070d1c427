import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { setTimeZone, zoneMonthEnds } from '../../test/time-zone.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe.each(zoneMonthEnds)('expense months in $timeZone', (zone) => {
  it('files an expense at 23:30 on the last of October in October and one at 00:30 in November', async () => {
    const { client } = await signedInOwner(t);
    await setTimeZone(client, zone.timeZone);
    // Sent as a browser's toISOString() writes a moment: in UTC.
    const add = async (title: string, amount: number, moment: string) => {
      const expenseDate = new Date(moment).toISOString();
      const response = await client.post('/api/expenses', { title, amount, category: 'utilities', expenseDate });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { expenseDate: string };
    };
    expect((await add('Night shift', 10, zone.lateEvening)).expenseDate).toBe('2026-10-31');
    expect((await add('Morning delivery', 3, zone.afterMidnight)).expenseDate).toBe('2026-11-01');

    expect((await client.get('/api/expenses/summary/2026')).json()).toEqual([
      { month: '2026-10', total: '10.00' },
      { month: '2026-11', total: '3.00' },
    ]);
    const titles = async (month: number) =>
      ((await client.get(`/api/expenses?year=2026&month=${month}`)).json() as { title: string }[]).map((e) => e.title);
    expect(await titles(10)).toEqual(['Night shift']);
    expect(await titles(11)).toEqual(['Morning delivery']);
    const october = (await client.get('/api/dashboard?fromDate=2026-10-31&toDate=2026-10-31')).json();
    expect(october.totalExpenses).toBe('10.00');
  });
});
