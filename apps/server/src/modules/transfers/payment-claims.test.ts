import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { payCash, refusal, review, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

/** A creditor (the sender) owed 30.00 by a debtor after one accepted transfer of 2 boxes at 15.00. */
async function debt() {
  const { sender: creditor, recipient: debtor } = await twoShops(t);
  const lot = await creditor.stock({ quantity: 4, unitsPerBox: 10, costPrice: 15 });
  const sent = await sendTransfer(creditor.client, debtor.user.email, [{ inventoryId: lot.inventoryId, quantity: 20 }]);
  expect((await review(debtor.client, sent.id, 'accepted')).statusCode).toBe(200);
  return { creditor, debtor };
}

const balanceOf = async (client: { get: (url: string) => Promise<{ json: () => unknown }> }) =>
  (await client.get('/api/transfer-balances')).json() as { totalOutstanding: string; pendingClaims: string }[];

describe('issue 26, defect 5a: a debtor’s payment is a claim until the creditor confirms it', () => {
  it('does not count until confirmed; the creditor hears of it, the debtor of the answer', async () => {
    const { creditor, debtor } = await debt();
    const claim = await payCash(debtor.client, debtor.user.id, creditor.user.id, '30.00');
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json()).toMatchObject({ status: 'pending', recordedBy: debtor.user.id, totalOutstanding: '30.00' });
    // Both sides still read 30.00 owed, with the claim apart.
    for (const side of [creditor, debtor])
      expect(await balanceOf(side.client)).toMatchObject([{ totalOutstanding: '30.00', pendingClaims: '30.00' }]);
    expect((await creditor.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'payment_claim',
      status: 'pending',
      fromBusinessId: debtor.user.id,
      link: '/transfers?tab=balances',
    });
    // Both sides list the claim waiting.
    for (const side of [creditor, debtor])
      expect((await side.client.get('/api/transfer-payments?status=pending')).json()).toMatchObject([
        { id: claim.json().id, amount: '30.00', currency: 'USD', status: 'pending' },
      ]);

    // The debtor cannot confirm its own claim: it is no payment made to it.
    const self = await debtor.client.post(`/api/transfer-payments/${claim.json().id}/confirm`);
    expect(refusal(self)).toEqual({ status: 404, code: 'transfer_payment_not_found' });
    expect(await balanceOf(debtor.client)).toMatchObject([{ totalOutstanding: '30.00' }]);

    const confirmed = await creditor.client.post(`/api/transfer-payments/${claim.json().id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', totalOutstanding: '0.00', pendingClaims: '0.00' });
    expect(await balanceOf(creditor.client)).toEqual([]);
    expect(await balanceOf(debtor.client)).toEqual([]);
    expect((await debtor.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'payment_decision',
      status: 'approved',
      fromBusinessId: creditor.user.id,
    });
    const again = await creditor.client.post(`/api/transfer-payments/${claim.json().id}/reject`, { reason: 'No' });
    expect(refusal(again)).toEqual({ status: 409, code: 'payment_already_decided' });
  });

  it('a rejected claim never counts, and says why', async () => {
    const { creditor, debtor } = await debt();
    const claim = await payCash(debtor.client, debtor.user.id, creditor.user.id, '10.00');
    const id = claim.json().id as number;
    const noReason = await creditor.client.post(`/api/transfer-payments/${id}/reject`, { reason: ' ' });
    expect(noReason.json().issues.map((i: { code: string }) => i.code)).toEqual(['reject_reason_required']);
    const byDebtor = await debtor.client.post(`/api/transfer-payments/${id}/reject`, { reason: 'Oops' });
    expect(refusal(byDebtor)).toEqual({ status: 404, code: 'transfer_payment_not_found' });

    const rejected = await creditor.client.post(`/api/transfer-payments/${id}/reject`, {
      reason: 'No cash came with the driver',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'No cash came with the driver',
      totalOutstanding: '30.00',
      pendingClaims: '0.00',
    });
    expect(await balanceOf(debtor.client)).toMatchObject([{ totalOutstanding: '30.00', pendingClaims: '0.00' }]);
    expect((await debtor.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'payment_decision',
      status: 'rejected',
    });
    expect((await debtor.client.get(`/api/transfer-payments?partnerId=${creditor.user.id}`)).json()).toMatchObject([
      { id, status: 'rejected', partnerId: creditor.user.id, rejectReason: 'No cash came with the driver' },
    ]);
  });

  it('another business sees none of a pair’s payments, and cannot decide them', async () => {
    const { creditor, debtor } = await debt();
    const claim = await payCash(debtor.client, debtor.user.id, creditor.user.id, '5.00');
    const { recipient: stranger } = await twoShops(t);
    expect((await stranger.client.get('/api/transfer-payments')).json()).toEqual([]);
    const decided = await stranger.client.post(`/api/transfer-payments/${claim.json().id}/confirm`);
    expect(refusal(decided)).toEqual({ status: 404, code: 'transfer_payment_not_found' });
    expect((await creditor.client.get('/api/transfer-payments?status=confirmed')).json()).toEqual([]);
  });
});
