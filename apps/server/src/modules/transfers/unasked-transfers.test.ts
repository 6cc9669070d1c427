import { describe, expect, it } from 'vitest';
import { lotLedger } from '../../test/inventory-factories.js';
import { countRows } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, review, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

/** Two shops, the sender with a lot of 100 boxes of 10 units; `send` posts a transfer of `units`. */
async function shops() {
  const { sender, recipient } = await twoShops(t);
  const lot = await sender.stock({ quantity: 100, unitsPerBox: 10, costPrice: 1 });
  const send = (units = 1) =>
    sender.client.post('/api/transfers', {
      toUserEmail: recipient.user.email,
      items: [{ inventoryId: lot.inventoryId, quantity: units }],
    });
  return { sender, recipient, lot, send };
}

describe('unasked transfers (issue 26, 8)', () => {
  it('a blocked sender is refused with a code and nothing is written, until unblocked', async () => {
    const { sender, recipient, lot, send } = await shops();
    expect((await send()).statusCode).toBe(201);
    const blocked = await recipient.client.post('/api/transfer-blocks', { userId: sender.user.id });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toMatchObject({
      userId: sender.user.id,
      email: sender.user.email,
      businessName: 'Test Business',
    });
    expect((await recipient.client.get('/api/transfer-blocks')).json()).toMatchObject([{ userId: sender.user.id }]);
    // Blocking twice is blocking.
    expect((await recipient.client.post('/api/transfer-blocks', { userId: sender.user.id })).statusCode).toBe(201);

    const movementsBefore = await countRows(t, 'stock_movements', sender.user.id);
    const refused = await send(3);
    expect(refusal(refused)).toEqual({ status: 403, code: 'transfer_sender_blocked' });
    expect(refused.json().message).toBe('This business does not accept transfers from you.');
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 999, movements: 999 });
    expect(await countRows(t, 'stock_movements', sender.user.id)).toBe(movementsBefore);
    expect((await recipient.client.get('/api/transfers/incoming')).json().transfers).toHaveLength(1);

    expect((await recipient.client.delete(`/api/transfer-blocks/${sender.user.id}`)).statusCode).toBe(204);
    expect((await recipient.client.get('/api/transfer-blocks')).json()).toEqual([]);
    expect((await send()).statusCode).toBe(201);
  });

  it('blocks only a business that sent transfers, never itself; unblocks only a blocked one', async () => {
    const { sender, recipient } = await shops();
    expect(refusal(await recipient.client.post('/api/transfer-blocks', { userId: sender.user.id }))).toEqual({
      status: 404,
      code: 'transfer_sender_not_found',
    });
    expect(refusal(await recipient.client.post('/api/transfer-blocks', { userId: recipient.user.id }))).toEqual({
      status: 400,
      code: 'transfer_block_self',
    });
    expect(refusal(await recipient.client.delete(`/api/transfer-blocks/${sender.user.id}`))).toEqual({
      status: 404,
      code: 'transfer_block_not_found',
    });
    expect((await recipient.client.get('/api/transfer-blocks')).json()).toEqual([]);
  });

  it('a business that does not trade with the recipient has at most 20 transfers pending with it', async () => {
    const { recipient, lot, send } = await shops();
    for (let i = 0; i < 20; i += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refusal(refused)).toEqual({ status: 409, code: 'too_many_pending_transfers' });
    expect(refused.json()).toMatchObject({
      limit: 20,
      message: 'You already have 20 transfers waiting for this business. Wait until it answers them.',
    });
    expect((await lotLedger(t, lot.inventoryId)).units).toBe(980);
    const incoming = (await recipient.client.get('/api/transfers/incoming')).json().transfers as { id: number }[];
    expect(incoming).toHaveLength(20);

    // A declined one frees a place; an accepted one makes them partners: the limit no longer applies.
    expect((await review(recipient.client, incoming[0]!.id, 'declined')).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(201);
    expect(refusal(await send())).toEqual({ status: 409, code: 'too_many_pending_transfers' });
    expect((await review(recipient.client, incoming[1]!.id, 'accepted')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(201);
    expect((await recipient.client.get('/api/transfers/incoming')).json().transfers.length).toBe(24);
  });

  it('a sender blocked by one business still sends to others', async () => {
    const { sender, recipient, lot, send } = await shops();
    expect((await send()).statusCode).toBe(201);
    expect((await recipient.client.post('/api/transfer-blocks', { userId: sender.user.id })).statusCode).toBe(201);
    const other = await twoShops(t);
    await sendTransfer(sender.client, other.recipient.user.email, [{ inventoryId: lot.inventoryId, quantity: 2 }]);
  });
});
