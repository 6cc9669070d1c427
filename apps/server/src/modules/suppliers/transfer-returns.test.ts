import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { movementsOf, shop } from '../../test/sales-factories.js';
import { pageReturn } from '../../test/supplier-money-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, review, sendTransfer } from '../../test/transfer-factories.js';

const t = useTestApp();

/**
 * A sender's lot of 4 boxes x 10 units at 1.50 a box; 20 units sent to the recipient and accepted
 * (3.00 owed). `received` is the recipient's lot they went into.
 */
async function received(status: 'accepted' | 'declined' | null = 'accepted') {
  const shops = { sender: await shop(t), recipient: await shop(t) };
  const lot = await shops.sender.stock({ quantity: 4, unitsPerBox: 10, costPrice: 1.5 });
  const sent = await sendTransfer(shops.sender.client, shops.recipient.user.email, [
    { inventoryId: lot.inventoryId, quantity: 20 },
  ]);
  if (status) expect((await review(shops.recipient.client, sent.id, status)).statusCode).toBe(200);
  const detail = (await shops.recipient.client.get(`/api/transfers/${sent.id}`)).json();
  return { ...shops, lot, sent, receivedLot: detail.items[0].inventoryId as number };
}

const transferReturn = (transferId: number, inventoryId: number, quantity: number) =>
  pageReturn(inventoryId, { type: 'transfer', transferId, quantity, unitPrice: '9.99' });

describe('a return of type transfer', () => {
  it('names a received transfer; on approval its units go back to the sender and the debt drops by their value', async () => {
    const s = await received();
    const created = await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 6));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'transfer',
      transferId: s.sent.id,
      inventoryId: s.receivedLot,
      supplierId: null,
      supplierName: 'Test Business',
      units: 6,
      unitPrice: '0.15',
      totalValue: '0.90',
      status: 'pending',
      refundable: false,
    });
    // Pending: nothing has moved yet.
    expect((await lotLedger(t, s.receivedLot)).units).toBe(20);
    expect((await lotLedger(t, s.lot.inventoryId)).units).toBe(20);

    const approved = await s.recipient.client.post(`/api/supplier-returns/${created.json().id}/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', refundable: false });
    expect(await lotLedger(t, s.receivedLot)).toMatchObject({ units: 14, movements: 14 });
    expect(await lotLedger(t, s.lot.inventoryId)).toMatchObject({ units: 26, movements: 26 });
    expect((await movementsOf(t, s.lot.inventoryId)).at(-1)).toEqual({
      kind: 'transfer_in',
      units: 6,
      reference: `TRANSFER-${s.sent.id}`,
    });
    expect((await s.recipient.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owes', totalOutstanding: '2.10', fromUserId: s.recipient.user.id, toUserId: s.sender.user.id },
    ]);
    expect((await s.sender.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owed', totalOutstanding: '2.10' },
    ]);
  });

  it('returns at most what came by the transfer, counting other returns of it that are not rejected', async () => {
    const s = await received();
    const first = await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 15));
    expect(first.statusCode).toBe(201);
    const over = await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 6));
    expect(refusal(over)).toEqual({ status: 400, code: 'invalid_quantity' });
    expect(over.json().remaining).toBe(5);
    const rejected = await s.recipient.client.post(`/api/supplier-returns/${first.json().id}/decision`, {
      decision: 'reject',
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 20))).statusCode,
    ).toBe(201);
  });

  it('refuses a transfer that is not a received, accepted one, or a lot it did not bring, changing nothing', async () => {
    const s = await received();
    const other = await s.recipient.stock({ quantity: 1, unitsPerBox: 10 });
    const stranger = await signedInOwner(t);
    const before = (await s.recipient.client.get('/api/supplier-returns')).json();
    const post = (client: typeof s.sender.client, body: Record<string, unknown>) =>
      client.post('/api/supplier-returns', body);

    expect(refusal(await post(s.recipient.client, transferReturn(999_999, s.receivedLot, 1)))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
    // The sender's own transfer is not one it received.
    expect(refusal(await post(s.sender.client, transferReturn(s.sent.id, s.lot.inventoryId, 1)))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
    expect(refusal(await post(stranger.client, transferReturn(s.sent.id, s.receivedLot, 1)))).toEqual({
      status: 404,
      code: 'inventory_item_not_found',
    });
    expect(refusal(await post(s.recipient.client, transferReturn(s.sent.id, other.inventoryId, 1)))).toEqual({
      status: 400,
      code: 'return_lot_not_in_transfer',
    });
    expect(
      refusal(await post(s.recipient.client, { ...transferReturn(s.sent.id, s.receivedLot, 1), transferId: '' })),
    ).toEqual({ status: 400, code: 'return_transfer_required' });
    expect((await s.recipient.client.get('/api/supplier-returns')).json()).toEqual(before);
    expect((await lotLedger(t, s.receivedLot)).units).toBe(20);
  });

  it('refuses a pending or declined transfer with a clear code', async () => {
    for (const status of [null, 'declined'] as const) {
      const s = await received(status);
      const lot = await s.recipient.stock({ quantity: 1, unitsPerBox: 10 });
      const refused = await s.recipient.client.post(
        '/api/supplier-returns',
        transferReturn(s.sent.id, lot.inventoryId, 1),
      );
      expect(refusal(refused)).toEqual({ status: 409, code: 'return_transfer_not_accepted' });
      expect(refused.json().message).toBe('Only the items of an accepted transfer can be returned.');
    }
  });
});
