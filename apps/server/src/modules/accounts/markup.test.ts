import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { accept, lotWithSupplier } from '../../test/receive-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

describe('the default markup (Settings)', () => {
  it('starts at 20 %, is changed by the owner within 0..1000 with 2 decimals, and refused otherwise', async () => {
    const owner = await signedInOwner(t);
    expect((await owner.client.get('/api/auth/user')).json()).toMatchObject({ defaultMarkupPercent: '20.00' });
    const changed = await owner.client.put('/api/auth/update-markup', { defaultMarkupPercent: 35.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ defaultMarkupPercent: '35.50' });
    expect((await owner.client.put('/api/auth/update-markup', { defaultMarkupPercent: '0' })).statusCode).toBe(200);
    expect((await owner.client.put('/api/auth/update-markup', { defaultMarkupPercent: 1000 })).statusCode).toBe(200);

    for (const defaultMarkupPercent of [-1, 1000.01, '12.345', 'abc', '', null]) {
      const refused = await owner.client.put('/api/auth/update-markup', { defaultMarkupPercent });
      expect(refused.statusCode, String(defaultMarkupPercent)).toBe(400);
      expect(refused.json().issues.map((i: { code: string }) => i.code)).toEqual(['markup_percent_invalid']);
    }
    expect((await owner.client.get('/api/auth/user')).json()).toMatchObject({ defaultMarkupPercent: '1000.00' });

    const member = await signedInTeamMember(t, owner.user.id, ['pos', 'inventory']);
    const byMember = await member.client.put('/api/auth/update-markup', { defaultMarkupPercent: 10 });
    expect(refusal(byMember).status).toBe(403);
    expect((await owner.client.get('/api/auth/user')).json()).toMatchObject({ defaultMarkupPercent: '1000.00' });
  });

  it('prefills a received new product’s retail price and the receive plan’s suggestion', async () => {
    const { sender, recipient } = await twoShops(t);
    await recipient.client.put('/api/auth/update-markup', { defaultMarkupPercent: '50' });
    const lot = await sender.stock({ unitsPerBox: 10, costPrice: 6 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 10 },
    ]);
    const plan = (await recipient.client.get(`/api/transfers/${sent.id}/receive-plan`)).json();
    expect(plan).toMatchObject({ defaultMarkupPercent: '50.00', lines: [{ suggestedRetailPrice: '9.00' }] });
    const received = (await accept(recipient.client, sent.id)).items[0]!.inventoryId;
    expect((await lotWithSupplier(t, received)).lot).toMatchObject({ costPrice: '6.00', retailPrice: '9.00' });
  });
});
