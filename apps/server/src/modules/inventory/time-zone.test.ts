import { dayIn } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { setTimeZone } from '../../test/time-zone.js';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/**
 * Pago Pago (UTC-11) and Kiritimati (UTC+14) are 25 hours apart, so at any moment they are on
 * different dates: a lot expiring on Pago Pago's today is still sellable there (expiring soon)
 * and already expired in Kiritimati, whatever the server's own clock says.
 */
describe("what expires is measured against the business's today", () => {
  it.each([
    ['Pacific/Pago_Pago', 'expiring_soon'],
    ['Pacific/Kiritimati', 'expired'],
  ])('in %s a lot expiring on Pago Pago’s today is %s', async (timeZone, status) => {
    const s = await shop(t);
    await setTimeZone(s.client, timeZone);
    const expiryDate = dayIn(new Date(), 'Pacific/Pago_Pago');
    const lot = await s.stock({ expiryDate });
    const items = (await s.client.get('/api/inventory')).json().items as { id: number; expiryStatus: string }[];
    expect(items.find((item) => item.id === lot.inventoryId)?.expiryStatus).toBe(status);
    const history = (await s.client.get(`/api/inventory/${lot.inventoryId}/expiry-history`)).json();
    expect(history).toMatchObject([{ expiryDate, status }]);
  });
});
