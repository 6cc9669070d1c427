import { dayIn } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { setTimeZone } from '../../test/time-zone.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/**
 * The till refuses a lot past its expiry on the business's today, not the server's. Pago Pago
 * (UTC-11) and Kiritimati (UTC+14) are 25 hours apart: a lot expiring on Pago Pago's today sells
 * there and is expired in Kiritimati, whatever the server's clock says.
 */
describe("the till's expiry follows the business's time zone", () => {
  it.each([
    ['Pacific/Pago_Pago', 201],
    ['Pacific/Kiritimati', 409],
  ])('in %s a lot expiring on Pago Pago’s today answers %s at checkout', async (timeZone, status) => {
    const s = await shop(t);
    await setTimeZone(s.client, timeZone);
    const lot = await s.stock({ expiryDate: dayIn(new Date(), 'Pacific/Pago_Pago') });
    const answer = await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]));
    expect(answer.statusCode).toBe(status);
    if (status === 409) expect(answer.json().code).toBe('expired');
  });

  it.each([
    ['Pacific/Pago_Pago', true],
    ['Pacific/Kiritimati', false],
  ])('in %s the POS preload offers that lot as sellable: %s', async (timeZone, sellable) => {
    const s = await shop(t);
    await setTimeZone(s.client, timeZone);
    const lot = await s.stock({ expiryDate: dayIn(new Date(), 'Pacific/Pago_Pago') });
    const preload = (await s.client.get('/api/pos/preload-all')).json() as {
      inventory: { inventoryId: number; sellable: boolean }[];
    };
    expect(preload.inventory.find((product) => product.inventoryId === lot.inventoryId)).toMatchObject({ sellable });
  });
});
