import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { movementsOf, shop } from '../../test/sales-factories.js';
import { pageReturn } from '../../test/supplier-money-factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';
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

const decide = (client: Client, id: number, decision: 'approve' | 'reject') =>
  client.post(`/api/supplier-returns/${id}/decision`, { decision });

const noticesOf = async (client: Client, kind: string) =>
  ((await client.get('/api/notifications')).json().notifications as { kind: string; status: string | null }[]).filter(
    (n) => n.kind === kind,
  );

describe('a return of type transfer', () => {
  it('is decided by the sender alone: on its approval the units go back and the debt drops by their value', async () => {
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
      incoming: false,
      decidable: false,
    });
    const id = created.json().id as number;
    // Pending: nothing has moved yet, and the returner cannot decide it.
    expect(refusal(await decide(s.recipient.client, id, 'approve'))).toEqual({ status: 404, code: 'return_not_found' });
    expect((await lotLedger(t, s.receivedLot)).units).toBe(20);
    expect((await lotLedger(t, s.lot.inventoryId)).units).toBe(20);
    // The sender sees it coming back, with its own lot, and was told.
    const listed = (await s.sender.client.get('/api/supplier-returns')).json();
    expect(listed).toMatchObject([
      { id, incoming: true, decidable: true, inventoryId: s.lot.inventoryId, status: 'pending', units: 6 },
    ]);
    expect(await noticesOf(s.sender.client, 'transfer_return')).toMatchObject([{ status: 'pending' }]);

    const approved = await decide(s.sender.client, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', refundable: false, incoming: true });
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
    expect(await noticesOf(s.recipient.client, 'transfer_return_decision')).toMatchObject([{ status: 'approved' }]);
    expect((await s.recipient.client.get('/api/supplier-returns')).json()).toMatchObject([
      { id, status: 'approved', incoming: false },
    ]);
  });

  it("issue 26 (5b): 2,065.62 owed never drops to 85.62 by the returner's own approval", async () => {
    const shops = { sender: await shop(t), recipient: await shop(t) };
    const dear = await shops.sender.stock({ quantity: 1, unitsPerBox: 1, costPrice: 1980 });
    const cheap = await shops.sender.stock({ quantity: 1, unitsPerBox: 1, costPrice: 85.62 });
    const sent = await sendTransfer(shops.sender.client, shops.recipient.user.email, [
      { inventoryId: dear.inventoryId, quantity: 1 },
      { inventoryId: cheap.inventoryId, quantity: 1 },
    ]);
    expect((await review(shops.recipient.client, sent.id, 'accepted')).statusCode).toBe(200);
    const detail = (await shops.recipient.client.get(`/api/transfers/${sent.id}`)).json();
    const receivedDear = detail.items[0].inventoryId as number;
    const owed = async () => (await shops.sender.client.get('/api/transfer-balances')).json()[0]?.totalOutstanding;
    expect(await owed()).toBe('2065.62');

    const created = await shops.recipient.client.post(
      '/api/supplier-returns',
      transferReturn(sent.id, receivedDear, 1),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    for (const decision of ['approve', 'reject'] as const) {
      expect(refusal(await decide(shops.recipient.client, id, decision))).toEqual({
        status: 404,
        code: 'return_not_found',
      });
    }
    expect(await owed()).toBe('2065.62');
    expect((await lotLedger(t, dear.inventoryId)).units).toBe(0);
    expect((await lotLedger(t, receivedDear)).units).toBe(1);
    // A stranger cannot decide it either.
    const stranger = await shop(t);
    expect(refusal(await decide(stranger.client, id, 'approve'))).toEqual({ status: 404, code: 'return_not_found' });

    expect((await decide(shops.sender.client, id, 'approve')).statusCode).toBe(200);
    expect(await owed()).toBe('85.62');
    expect((await lotLedger(t, dear.inventoryId)).units).toBe(1);
    expect((await lotLedger(t, receivedDear)).units).toBe(0);
  });

  it('rejected by the sender: nothing moves, and the returner hears of it', async () => {
    const s = await received();
    const created = await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 6));
    const rejected = await decide(s.sender.client, created.json().id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await lotLedger(t, s.receivedLot)).units).toBe(20);
    expect((await lotLedger(t, s.lot.inventoryId)).units).toBe(20);
    expect((await s.sender.client.get('/api/transfer-balances')).json()).toMatchObject([{ totalOutstanding: '3.00' }]);
    expect(await noticesOf(s.recipient.client, 'transfer_return_decision')).toMatchObject([{ status: 'rejected' }]);
  });

  it('returns at most what came by the transfer, counting other returns of it that are not rejected', async () => {
    const s = await received();
    const first = await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 15));
    expect(first.statusCode).toBe(201);
    const over = await s.recipient.client.post('/api/supplier-returns', transferReturn(s.sent.id, s.receivedLot, 6));
    expect(refusal(over)).toEqual({ status: 400, code: 'invalid_quantity' });
    expect(over.json().remaining).toBe(5);
    const rejected = await decide(s.sender.client, first.json().id, 'reject');
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
