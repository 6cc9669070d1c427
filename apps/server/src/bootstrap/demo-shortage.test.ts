import { addDays, dayIn } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAccount } from '../test/factories.js';
import { setTimeZone } from '../test/time-zone.js';
import { Client, useTestApp } from '../test/test-app.js';
import { demoTimeZone } from './demo-accounts.js';
import { seedDemoShortages } from './demo-shortage.js';

const t = useTestApp();

describe('demo shortage items', () => {
  it("give the demo pharmacy open items today and an ordered one yesterday, in the notebook's history", async () => {
    const owner = await createAccount(t);
    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    await setTimeZone(client, demoTimeZone);
    const before = dayIn(new Date(), demoTimeZone);
    expect(await seedDemoShortages(t.database.db, owner.id)).toBe(6);

    const today = (await client.get('/api/shortage-items')).json() as { priority: string; isCompleted: boolean }[];
    const history = (await client.get('/api/shortage-items/history')).json();
    if (dayIn(new Date(), demoTimeZone) !== before) return; // midnight passed in Baghdad meanwhile
    expect(today).toHaveLength(3);
    expect(today.some((item) => item.priority === 'urgent')).toBe(true);
    expect(today.every((item) => !item.isCompleted)).toBe(true);
    expect(history.slice(0, 4)).toEqual([
      { date: before, completed: 0, total: 3 },
      { date: addDays(before, -1), completed: 1, total: 2 },
      { date: addDays(before, -2), completed: 0, total: 0 },
      { date: addDays(before, -3), completed: 0, total: 1 },
    ]);
    const yesterday = (await client.get(`/api/shortage-items?date=${addDays(before, -1)}`)).json();
    const done = yesterday.find((item: { isCompleted: boolean }) => item.isCompleted);
    expect(dayIn(new Date(done.completedAt), demoTimeZone)).toBe(addDays(before, -1));
  });
});
