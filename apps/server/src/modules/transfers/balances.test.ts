import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, review, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

/** A sender and a recipient after one accepted transfer of 20 units at 1.50 a box of 10 (3.00). */
async function afterOneAccepted() {
  const shops = await twoShops(t);
  const lot = await shops.sender.stock({ quantity: 4, unitsPerBox: 10, costPrice: 1.5 });
  const sent = await sendTransfer(shops.sender.client, shops.recipient.user.email, [
    { inventoryId: lot.inventoryId, quantity: 20 },
  ]);
  expect((await review(shops.recipient.client, sent.id, 'accepted')).statusCode).toBe(200);
  return { ...shops, lot, sent };
}

describe('transfer balances', () => {
  it('shows what each side owes, and counts no pending or declined transfer', async () => {
    const { sender, recipient, lot, sent } = await afterOneAccepted();
    const pending = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 5 },
    ]);
    const declined = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 5 },
    ]);
    expect((await review(recipient.client, declined.id, 'declined')).statusCode).toBe(200);
    expect(pending.status).toBe('pending');

    const owes = (await recipient.client.get('/api/transfer-balances')).json();
    expect(owes).toEqual([
      {
        type: 'owes',
        currency: 'USD',
        totalOutstanding: '3.00',
        pendingClaims: '0.00',
        senderName: 'Test Business',
        recipientName: 'Test Business',
        fromUserId: recipient.user.id,
        toUserId: sender.user.id,
        partnerId: sender.user.id,
        partnerName: 'Test Business',
        partnerEmail: sender.user.email,
        lastTransferDate: expect.any(String),
      },
    ]);
    expect(Date.parse(owes[0].lastTransferDate)).toBe(
      Date.parse((await recipient.client.get(`/api/transfers/${sent.id}`)).json().createdAt),
    );
    expect((await sender.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owed', totalOutstanding: '3.00', fromUserId: recipient.user.id, toUserId: sender.user.id },
    ]);
  });

  it('nets transfers both ways into one balance per partner', async () => {
    const { sender, recipient } = await afterOneAccepted();
    // The recipient sends some of the stock it received back.
    const received = (await recipient.client.get('/api/transfers/incoming')).json().transfers[0].items[0].inventoryId;
    const returned = await sendTransfer(recipient.client, sender.user.email, [{ inventoryId: received, quantity: 10 }]);
    expect((await review(sender.client, returned.id, 'accepted')).statusCode).toBe(200);
    expect((await recipient.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owes', totalOutstanding: '1.50', fromUserId: recipient.user.id, toUserId: sender.user.id },
    ]);
  });
});

describe('transfer payments', () => {
  it('lower the balance once confirmed: the debtor’s is a claim, the creditor’s counts at once, never past what is owed', async () => {
    const { sender, recipient } = await afterOneAccepted();
    const pay = (client: typeof sender.client, amount: string | number) =>
      client.post('/api/transfer-payments', {
        fromUserId: recipient.user.id,
        toUserId: sender.user.id,
        amount,
        paymentMethod: 'cash',
        notes: 'Cash at the counter',
      });
    const first = await pay(recipient.client, '1.25');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      fromUserId: recipient.user.id,
      toUserId: sender.user.id,
      amount: '1.25',
      currency: 'USD',
      status: 'pending',
      paymentMethod: 'cash',
      notes: 'Cash at the counter',
      totalOutstanding: '3.00',
      pendingClaims: '1.25',
    });
    expect((await sender.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owed', totalOutstanding: '3.00', pendingClaims: '1.25' },
    ]);
    // What is left to pay is the balance minus the claim waiting: 1.75.
    const tooMuch = await pay(sender.client, 2);
    expect({ ...refusal(tooMuch), message: tooMuch.json().message }).toEqual({
      status: 409,
      code: 'payment_exceeds_balance',
      message: 'The amount is more than the outstanding balance of 1.75 USD.',
    });
    const stranger = await signedInOwner(t);
    expect(refusal(await pay(stranger.client, 1))).toEqual({ status: 404, code: 'transfer_balance_not_found' });
    // The other way round there is no debt.
    const reversed = await recipient.client.post('/api/transfer-payments', {
      fromUserId: sender.user.id,
      toUserId: recipient.user.id,
      amount: 1,
    });
    expect(refusal(reversed)).toEqual({ status: 404, code: 'transfer_balance_not_found' });
    const zero = await pay(recipient.client, 0);
    expect(zero.json().issues.map((i: { code: string }) => i.code)).toEqual(['amount_positive']);
    const card = await recipient.client.post('/api/transfer-payments', {
      fromUserId: recipient.user.id,
      toUserId: sender.user.id,
      amount: 1,
      paymentMethod: 'card',
    });
    expect(card.json().issues.map((i: { code: string }) => i.code)).toEqual(['transfer_payment_cash']);

    const confirmed = await sender.client.post(`/api/transfer-payments/${first.json().id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', totalOutstanding: '1.75', pendingClaims: '0.00' });
    const rest = await pay(sender.client, '1.75');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ status: 'confirmed', totalOutstanding: '0.00' });
    expect((await sender.client.get('/api/transfer-balances')).json()).toEqual([]);
    expect((await recipient.client.get('/api/transfer-balances')).json()).toEqual([]);
  });

  it('two payments of the whole debt at once record one', async () => {
    const { sender, recipient } = await afterOneAccepted();
    const body = { fromUserId: recipient.user.id, toUserId: sender.user.id, amount: '3.00' };
    const answers = await Promise.all([
      recipient.client.post('/api/transfer-payments', body),
      sender.client.post('/api/transfer-payments', body),
    ]);
    // The second finds the debt paid (404) or already claimed in full (409).
    expect(answers.map((a) => a.statusCode).filter((status) => status === 201)).toHaveLength(1);
    expect(answers.map((a) => a.json().code).filter(Boolean)).toEqual([
      expect.stringMatching(/^(transfer_balance_not_found|payment_exceeds_balance)$/),
    ]);
  });
});
