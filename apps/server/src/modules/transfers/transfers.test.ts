import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { createSupplier, daysFromToday, lotLedger, uniqueBarcode } from '../../test/inventory-factories.js';
import { movementsOf } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, review, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

describe('sending a transfer', () => {
  it('reserves the units at once and shows the pending transfer to both sides, to no one else', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 2, unitsPerBox: 10, costPrice: 1.5, retailPrice: 2.5 });
    const sent = await sendTransfer(
      sender.client,
      recipient.user.email.toUpperCase(),
      [{ inventoryId: lot.inventoryId, quantity: 7 }],
      'For the weekend',
    );
    expect(sent).toMatchObject({
      fromUserId: sender.user.id,
      toUserId: recipient.user.id,
      status: 'pending',
      totalCost: '1.05',
      reviewedAt: null,
      notes: 'For the weekend',
      items: [{ inventoryId: lot.inventoryId, quantity: 7, totalItemCost: '1.05' }],
    });
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 13, movements: 13 });
    expect((await movementsOf(t, lot.inventoryId)).at(-1)).toEqual({
      kind: 'transfer_out',
      units: -7,
      reference: `TRANSFER-${sent.id}`,
    });

    const outgoing = (await sender.client.get('/api/transfers/outgoing')).json().transfers;
    expect(outgoing.map((x: { id: number }) => x.id)).toEqual([sent.id]);
    const incoming = (await recipient.client.get('/api/transfers/incoming')).json().transfers;
    expect(incoming).toMatchObject([{ id: sent.id, status: 'pending', senderEmail: sender.user.email }]);
    // The recipient sees no lot of the sender's until it accepts.
    expect(incoming[0].items[0]).toMatchObject({ inventoryId: null, supplierId: null, quantity: 7 });
    expect((await recipient.client.get('/api/transfers/outgoing')).json()).toEqual({ transfers: [], nextCursor: null });
    expect((await recipient.client.get(`/api/transfers/${sent.id}`)).statusCode).toBe(200);

    const stranger = await signedInOwner(t);
    expect(refusal(await stranger.client.get(`/api/transfers/${sent.id}`))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
    expect(refusal(await review(stranger.client, sent.id, 'accepted'))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
    expect((await stranger.client.get('/api/transfers/incoming')).json()).toEqual({ transfers: [], nextCursor: null });
  });

  it('refuses what the form refuses, with the texts shown', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 1, unitsPerBox: 10 });
    const to = recipient.user.email;
    const post = (body: Record<string, unknown>) => sender.client.post('/api/transfers', body);
    const issues = async (body: Record<string, unknown>) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().issues.map((i: { message: string; code: string }) => [i.code, i.message]);
    };
    const item = { inventoryId: lot.inventoryId, quantity: 1 };
    expect(await issues({ toUserEmail: to, items: [item, item] })).toEqual([
      ['transfer_item_twice', 'This item is already in the transfer'],
    ]);
    expect(await issues({ toUserEmail: to, items: [{ ...item, quantity: 0 }] })).toEqual([
      ['quantity_min', 'Quantity must be at least 1'],
    ]);
    expect(await issues({ toUserEmail: to, items: [] })).toEqual([
      ['transfer_items_required', 'Please add at least one item to the transfer'],
    ]);
    expect(await issues({ toUserEmail: '', items: [item] })).toEqual([
      ['recipient_required', 'Please choose a recipient'],
    ]);

    const refused = async (body: Record<string, unknown>) => {
      const response = await post(body);
      return { ...refusal(response), message: response.json().message };
    };
    expect(await refused({ toUserEmail: 'nobody-here@test.assist', items: [item] })).toEqual({
      status: 404,
      code: 'transfer_recipient_not_found',
      message: 'No active business uses this email.',
    });
    expect(await refused({ toUserEmail: sender.user.email, items: [item] })).toEqual({
      status: 400,
      code: 'transfer_to_self',
      message: 'You cannot send a transfer to yourself.',
    });
    expect(await refused({ toUserEmail: to, items: [{ ...item, quantity: 11 }] })).toEqual({
      status: 409,
      code: 'lot_short',
      message: 'Only 10 units of Paracetamol 500mg Tablets are left in this lot',
    });
    const other = await twoShops(t);
    const theirs = await other.sender.stock();
    expect(await refused({ toUserEmail: to, items: [{ inventoryId: theirs.inventoryId, quantity: 1 }] })).toEqual({
      status: 404,
      code: 'inventory_item_not_found',
      message: 'Inventory item not found.',
    });
    const old = await sender.stock({ expiryDate: daysFromToday(-2), productName: 'Old Syrup' });
    expect(await refused({ toUserEmail: to, items: [{ inventoryId: old.inventoryId, quantity: 1 }] })).toEqual({
      status: 409,
      code: 'transfer_lot_expired',
      message: `Old Syrup expired on ${daysFromToday(-2)} and cannot be transferred`,
    });
    // A business that cannot open transfers (plan basic) cannot review one: it is no recipient.
    const basic = await signedInOwner(t, { plan: 'basic' });
    expect((await refused({ toUserEmail: basic.user.email, items: [item] })).code).toBe('transfer_recipient_not_found');
    // Nothing of the refused ones left the lot.
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 10, movements: 10 });
    expect((await sender.client.get('/api/transfers/outgoing')).json()).toEqual({ transfers: [], nextCursor: null });
  });
});

describe('reviewing a transfer', () => {
  it('accepting moves the units into the recipient’s stock as the same product, expiry and packaging, priced at cost + 20 %', async () => {
    const { sender, recipient } = await twoShops(t);
    const barcode = uniqueBarcode();
    const expiryDate = daysFromToday(300);
    const lot = await sender.stock({
      barcode,
      productName: 'Amoxicillin 250mg',
      category: 'medications',
      expiryDate,
      quantity: 3,
      unitsPerBox: 12,
      costPrice: 6,
      retailPrice: 9,
    });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 24 },
    ]);
    expect(refusal(await review(sender.client, sent.id, 'accepted'))).toEqual({
      status: 403,
      code: 'transfer_recipient_only',
    });
    const accepted = await review(recipient.client, sent.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = accepted.json();
    expect(body).toMatchObject({ status: 'accepted', totalCost: '12.00' });
    expect(body.reviewedAt).not.toBeNull();
    const received = body.items[0].inventoryId as number;
    const stock = (await recipient.client.get('/api/inventory')).json();
    expect(stock.items).toHaveLength(1);
    expect(stock.items[0]).toMatchObject({
      id: received,
      product: { name: 'Amoxicillin 250mg', barcode, category: 'medications' },
      availableUnits: 24,
      unitsPerBox: 12,
      costPrice: '6.00',
      // The sender's own retail price (9.00) is never taken: cost + the default markup (issue 26).
      retailPrice: '7.20',
      expiryDate,
    });
    expect(await movementsOf(t, received)).toEqual([
      { kind: 'transfer_in', units: 24, reference: `TRANSFER-${sent.id}` },
    ]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 12, movements: 12 });
    expect(refusal(await review(recipient.client, sent.id, 'declined'))).toEqual({
      status: 409,
      code: 'transfer_already_accepted',
    });
  });

  it('accepting adds to the recipient’s lot of the same barcode and expiry', async () => {
    const { sender, recipient } = await twoShops(t);
    const barcode = uniqueBarcode();
    const expiryDate = daysFromToday(200);
    const lot = await sender.stock({ barcode, expiryDate, quantity: 2, unitsPerBox: 10 });
    const mine = await createSupplier(recipient.client, { name: 'Own Supplier' });
    const own = await recipient.client.post('/api/inventory/add-product', {
      productName: 'Paracetamol 500mg Tablets',
      barcode,
      category: 'medicines',
      supplierId: mine,
      orderId: 'OWN-1',
      quantity: 1,
      unitsPerBox: 10,
      costPrice: 1.5,
      retailPrice: 2.5,
      expiryDate,
    });
    const ownLot = own.json().inventoryId as number;
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 5 },
    ]);
    const accepted = (await review(recipient.client, sent.id, 'accepted')).json();
    expect(accepted.items[0].inventoryId).toBe(ownLot);
    expect(await lotLedger(t, ownLot)).toMatchObject({ units: 15, movements: 15 });
  });

  it('declining gives the units back to the sender’s lot, and leaves nothing owed', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 2, unitsPerBox: 10 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 15 },
    ]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 5 });
    const declined = await review(recipient.client, sent.id, 'declined');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', items: [{ inventoryId: null }] });
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 20, movements: 20 });
    expect((await movementsOf(t, lot.inventoryId)).slice(-2)).toEqual([
      { kind: 'transfer_out', units: -15, reference: `TRANSFER-${sent.id}` },
      { kind: 'transfer_in', units: 15, reference: `TRANSFER-${sent.id}` },
    ]);
    expect(refusal(await review(recipient.client, sent.id, 'accepted'))).toEqual({
      status: 409,
      code: 'transfer_already_declined',
    });
    expect((await recipient.client.get('/api/transfer-balances')).json()).toEqual([]);
    expect((await sender.client.get('/api/transfer-balances')).json()).toEqual([]);
  });

  it('declining after the sender deleted the lot brings the lot back with the units', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 1, unitsPerBox: 10 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 4 },
    ]);
    expect((await sender.client.delete(`/api/inventory/${lot.inventoryId}`)).statusCode).toBe(204);
    expect((await review(recipient.client, sent.id, 'declined')).statusCode).toBe(200);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 4, movements: 4, lot: { archivedAt: null } });
  });

  it('two accepts at once move the stock once', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 2, unitsPerBox: 10 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 6 },
    ]);
    const answers = await Promise.all([
      review(recipient.client, sent.id, 'accepted'),
      review(recipient.client, sent.id, 'accepted'),
      review(recipient.client, sent.id, 'declined'),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const final = (await recipient.client.get(`/api/transfers/${sent.id}`)).json();
    const received = final.items[0].inventoryId;
    if (final.status === 'accepted') {
      expect(await lotLedger(t, received)).toMatchObject({ units: 6, movements: 6 });
      expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 14, movements: 14 });
    } else {
      expect(received).toBeNull();
      expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 20, movements: 20 });
    }
  });
});

describe('who may use transfers', () => {
  it('is the super plan’s: an advance account and a team member are refused', async () => {
    const advance = await signedInOwner(t, { plan: 'advance' });
    expect(refusal(await advance.client.get('/api/transfers/incoming'))).toEqual({ status: 403, code: 'forbidden' });
    const owner = await signedInOwner(t);
    const member = await signedInTeamMember(t, owner.user.id, ['pos', 'inventory', 'sales', 'suppliers']);
    expect(refusal(await member.client.get('/api/transfer-balances'))).toEqual({ status: 403, code: 'forbidden' });
    expect(refusal(await member.client.post('/api/transfers', {}))).toEqual({ status: 403, code: 'forbidden' });
  });

  it('lists as partners only the businesses it traded with', async () => {
    const { sender, recipient } = await twoShops(t);
    await signedInOwner(t);
    expect((await sender.client.get('/api/users-for-transfer')).json()).toEqual([]);
    const lot = await sender.stock();
    await sendTransfer(sender.client, recipient.user.email, [{ inventoryId: lot.inventoryId, quantity: 1 }]);
    expect((await sender.client.get('/api/users-for-transfer')).json()).toEqual([
      { id: recipient.user.id, email: recipient.user.email, businessName: 'Test Business' },
    ]);
    expect((await recipient.client.get('/api/users-for-transfer')).json()).toEqual([
      { id: sender.user.id, email: sender.user.email, businessName: 'Test Business' },
    ]);
  });
});
