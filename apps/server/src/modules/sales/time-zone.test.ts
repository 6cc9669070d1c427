import { describe, expect, it } from 'vitest';
import { signedInTeamMember } from '../../test/factories.js';
import { zoneEvenings, zonedShop } from '../../test/time-zone.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe.each(zoneEvenings)("the sales history's date filter in $timeZone", (zone) => {
  it('finds a sale at 23:30 on its local day and one at 00:30 on the next, for the team too', async () => {
    const s = await zonedShop(t, zone.timeZone);
    const late = await s.sellAt(zone.lateEvening, 1);
    const early = await s.sellAt(zone.afterMidnight, 2);
    const cashier = await signedInTeamMember(t, s.user.id, ['sales']);
    for (const client of [s.client, cashier.client]) {
      const on = async (day: string) =>
        ((await client.get(`/api/sales?from=${day}&to=${day}`)).json().sales as { saleId: string }[]).map(
          (x) => x.saleId,
        );
      expect(await on(zone.day)).toEqual([late.saleId]);
      expect(await on(zone.nextDay)).toEqual([early.saleId]);
    }
  });
});
