import { dayIn } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { ask } from '../../test/assistant-factories.js';
import { setTimeZone } from '../../test/time-zone.js';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { monthOf } from './shop/expiring.js';

const t = useTestApp();

// A day apart at every moment: UTC+14 and UTC-11.
describe.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])("the assistant's days in %s", (timeZone) => {
  it("expiry this month and today's sales are the business's own days", async () => {
    const s = await shop(t);
    await setTimeZone(s.client, timeZone);
    const today = dayIn(new Date(), timeZone);
    await s.stock({ productName: 'Zoned Drops', quantity: 3, unitsPerBox: 1, expiryDate: today });
    const expiring = await ask(s.client, 'What expires this month?');
    expect(expiring.message).toContain(`between today and ${monthOf(today).toDate}:`);
    expect(expiring.message).toContain(`Zoned Drops (${today}): 3 boxes (3 units)`);
    expect((await ask(s.client, "Today's sales")).message).toContain(`Today (${today}):`);
  });
});
