import { dayIn } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { setTimeZone, zoneEvenings, zonedShop } from '../../test/time-zone.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe.each(zoneEvenings)("the dashboard and category analytics in $timeZone: the shop's own days", (zone) => {
  it('counts a sale at 23:30 on its local day and one at 00:30 on the next', async () => {
    const s = await zonedShop(t, zone.timeZone);
    const late = await s.sellAt(zone.lateEvening, 1);
    const early = await s.sellAt(zone.afterMidnight, 2);

    const first = (await s.client.get(`/api/dashboard?fromDate=${zone.day}&toDate=${zone.day}`)).json();
    expect(first).toMatchObject({
      totalSales: 1,
      totalRevenue: '4.00',
      dailyStats: [{ date: zone.day, salesCount: 1 }],
    });
    expect(first.recentActivity).toEqual([expect.objectContaining({ type: 'sale', reference: late.saleId })]);

    const next = (await s.client.get(`/api/dashboard?fromDate=${zone.nextDay}&toDate=${zone.nextDay}`)).json();
    expect(next).toMatchObject({ totalSales: 1, totalRevenue: '8.00', dailyStats: [{ date: zone.nextDay }] });
    expect(next.recentActivity).toEqual([expect.objectContaining({ type: 'sale', reference: early.saleId })]);

    const both = (await s.client.get(`/api/dashboard?fromDate=${zone.day}&toDate=${zone.nextDay}`)).json();
    expect(both.dailyStats).toMatchObject([
      { date: zone.day, salesCount: 1, revenue: '4.00' },
      { date: zone.nextDay, salesCount: 1, revenue: '8.00' },
    ]);

    const categories = async (day: string) =>
      (await s.client.get(`/api/analytics/categories?fromDate=${day}&toDate=${day}`)).json();
    expect(await categories(zone.day)).toMatchObject([{ category: 'medications', itemsSold: 1, totalSales: '4.00' }]);
    expect(await categories(zone.nextDay)).toMatchObject([
      { category: 'medications', itemsSold: 2, totalSales: '8.00' },
    ]);
  });
});

describe("changing a business's time zone", () => {
  it('moves the sales it already made onto the days of the new zone', async () => {
    const [baghdad] = zoneEvenings;
    const s = await zonedShop(t, 'UTC');
    await s.sellAt(baghdad.lateEvening, 1);
    await s.sellAt(baghdad.afterMidnight, 2);
    const days = async () =>
      (await s.client.get(`/api/dashboard?fromDate=${baghdad.day}&toDate=${baghdad.nextDay}`)).json().dailyStats;
    // 20:30 and 21:30 UTC: one UTC day.
    expect(await days()).toMatchObject([{ date: baghdad.day, salesCount: 2 }]);
    await setTimeZone(s.client, baghdad.timeZone);
    expect(await days()).toMatchObject([
      { date: baghdad.day, salesCount: 1 },
      { date: baghdad.nextDay, salesCount: 1 },
    ]);
  });

  it("opens on the last 30 days ending on the business's today", async () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const s = await zonedShop(t, timeZone);
      const body = (await s.client.get('/api/dashboard')).json();
      expect([dayIn(new Date(Date.now() - 60_000), timeZone), dayIn(new Date(), timeZone)]).toContain(
        body.dateRange.to,
      );
    }
  });
});
