import { describe, expect, it } from 'vitest';
import { ask } from '../../test/assistant-factories.js';
import { signedInOwner } from '../../test/factories.js';
import { daysFromToday, uniqueBarcode } from '../../test/inventory-factories.js';
import { marketSupplier } from '../../test/marketplace-factories.js';
import { lotMark, recall, recallNotices } from '../../test/recall-factories.js';
import { nameBusiness } from '../../test/receive-factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import type { Client } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';
import { accept, refusal, sendTransfer } from '../../test/transfer-factories.js';

const t = useTestApp();

/** Sends `units` of a lot to `to`, which accepts: answers the recipient's lot. */
async function pass(from: Client, fromLot: number, to: { client: Client; user: { email: string } }, units: number) {
  const sent = await sendTransfer(from, to.user.email, [{ inventoryId: fromLot, quantity: units }]);
  const accepted = await accept(to.client, sent.id);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const seen = await to.client.get(`/api/transfers/${sent.id}`);
  return (seen.json() as { items: { inventoryId: number }[] }).items[0]!.inventoryId;
}

/**
 * The supplier's batch B-2211: 100 units; 40 to pharmacy A (which sells 5), A sends 10 on to
 * pharmacy B, B sends 2 back to A (a cycle). Pharmacy D holds the same product and batch number
 * from elsewhere (never through this network). Both batches are received through the receiving
 * route (add-product with batchNumber), as a pharmacist would.
 */
async function network() {
  const supplier = await marketSupplier(t, { plan: 'super', marketplace: false });
  const barcode = uniqueBarcode();
  const expiryDate = daysFromToday(300);
  const lot = await supplier.stock({
    barcode,
    quantity: 10,
    unitsPerBox: 10,
    expiryDate,
    productName: 'Amoxicillin 500mg',
    batchNumber: 'B-2211',
  });
  const a = await shop(t);
  const b = await signedInOwner(t);
  const d = await shop(t);
  await nameBusiness(t, a.user.id, 'Pharmacy A');
  await nameBusiness(t, b.user.id, 'Pharmacy B');
  const aLot = await pass(supplier.client, lot.inventoryId, a, 40);
  const sold = await sell(a.client, saleBody([{ inventoryId: aLot, quantity: 5, unitType: 'unit' }]));
  expect(sold.statusCode, sold.body).toBe(201);
  const bLot = await pass(a.client, aLot, b, 10);
  expect(await pass(b.client, bLot, a, 2)).toBe(aLot);
  const dLot = await d.stock({ barcode, expiryDate, productName: 'Amoxicillin 500mg', batchNumber: 'B-2211' });
  return { supplier, barcode, expiryDate, lot: lot.inventoryId, a, aLot, b, bLot, d, dLot: dLot.inventoryId };
}

describe('POST /api/recalls: a recall follows the batch through the network', () => {
  it('reaches, marks and notifies the businesses that received the batch, with their units; no one else', async () => {
    const n = await network();
    expect((await lotMark(t, n.aLot))?.batchNumber).toBe('B-2211');
    expect((await lotMark(t, n.bLot))?.batchNumber).toBe('B-2211');

    const made = await recall(n.supplier.client, { barcode: n.barcode, batchNumber: 'b-2211' });
    expect(made).toMatchObject({
      origin: 'own',
      batchNumber: 'B-2211',
      productName: 'Amoxicillin 500mg',
      action: 'return',
    });
    expect(made.reach).toHaveLength(2);

    const [aNotice] = await recallNotices(n.a.client);
    expect(aNotice?.message).toContain('you received 42 units and still hold 27');
    expect(aNotice?.message).toContain('B-2211');
    expect(aNotice?.link).toBe('/recalls');
    // The figures the web words in the reader's language.
    expect(aNotice?.recall).toEqual({
      productName: 'Amoxicillin 500mg',
      batchNumber: 'B-2211',
      unitsReceived: 42,
      unitsHeld: 27,
      unitsPending: 0,
      action: 'return',
      reason: 'Contamination found',
    });
    const [bNotice] = await recallNotices(n.b.client);
    expect(bNotice?.message).toContain('you received 10 units and still hold 8');
    expect(await recallNotices(n.d.client)).toEqual([]);
    expect(made.reach).toEqual([
      { businessName: 'Pharmacy A', unitsReceived: 42, unitsHeld: 27, unitsReturned: 0 },
      { businessName: 'Pharmacy B', unitsReceived: 10, unitsHeld: 8, unitsReturned: 0 },
    ]);

    for (const lot of [n.lot, n.aLot, n.bLot]) expect((await lotMark(t, lot))?.recallId).not.toBeNull();
    expect((await lotMark(t, n.dLot))?.recallId).toBeNull();

    const aList = (await n.a.client.get('/api/recalls')).json();
    expect(aList.items).toEqual([
      expect.objectContaining({
        origin: 'received',
        unitsReceived: 42,
        unitsHeld: 27,
        batchNumber: 'B-2211',
        reach: [],
      }),
    ]);
    expect(aList.items[0].lots).toEqual([expect.objectContaining({ inventoryId: n.aLot, units: 27 })]);
    expect((await n.d.client.get('/api/recalls')).json()).toEqual({ items: [] });

    // The assistant answers "do we have recalled stock?" from the marks, in English and Arabic.
    expect((await ask(n.a.client, 'Do we have recalled stock?')).message).toContain('Amoxicillin 500mg (batch B-2211');
    expect((await ask(n.b.client, 'هل لدينا مخزون مسحوب؟')).message).toContain('التشغيلة B-2211');
    expect((await ask(n.d.client, 'Do we have recalled stock?')).message).toBe(
      'You hold no stock of a recalled batch.',
    );
  });

  it('refuses a recalled lot at checkout (409 lot_recalled) and in a transfer; the inventory shows and filters it', async () => {
    const n = await network();
    const { cursor } = (await n.a.client.get('/api/pos/preload-all')).json();
    await recall(n.supplier.client, { barcode: n.barcode, batchNumber: 'B-2211', action: 'stop_selling' });
    // An open till's change feed carries the mark: the pack is listed, refused, with its batch.
    const feed = (await n.a.client.get(`/api/pos/changes?since=${encodeURIComponent(cursor)}`)).json();
    expect(feed.changed).toEqual([
      expect.objectContaining({
        sellable: false,
        expiryDates: [expect.objectContaining({ inventoryId: n.aLot, recalled: true, batchNumber: 'B-2211' })],
      }),
    ]);

    const refused = await sell(n.a.client, saleBody([{ inventoryId: n.aLot, quantity: 1, unitType: 'unit' }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lot_recalled', inventoryId: n.aLot, batchNumber: 'B-2211' });
    expect((await lotMark(t, n.aLot))?.units).toBe(27);
    const resend = await n.a.client.post('/api/transfers', {
      toUserEmail: n.b.user.email,
      items: [{ inventoryId: n.aLot, quantity: 1 }],
    });
    expect(refusal(resend)).toEqual({ status: 409, code: 'lot_recalled' });
    // D's lot of the same batch number came from elsewhere: it still sells.
    const dSale = await sell(n.d.client, saleBody([{ inventoryId: n.dLot, quantity: 1, unitType: 'unit' }]));
    expect(dSale.statusCode, dSale.body).toBe(201);

    const recalled = (await n.a.client.get('/api/inventory?filter=recalled')).json();
    expect(recalled.items.map((item: { id: number; recalled: boolean }) => [item.id, item.recalled])).toEqual([
      [n.aLot, true],
    ]);
    // Its units no longer count as the product's sellable stock.
    expect(recalled.items[0].productAvailableUnits).toBe(0);
    const dList = (await n.d.client.get('/api/inventory')).json();
    expect(dList.items.every((item: { recalled: boolean }) => !item.recalled)).toBe(true);
    const till = (await n.a.client.get(`/api/pos/lookup?barcode=${n.barcode}`)).json();
    expect(till).toMatchObject({ sellable: false });
  });

  it('is idempotent: the same recall again, or the same clientRequestId, changes nothing and tells no one twice', async () => {
    const n = await network();
    const body = { barcode: n.barcode, batchNumber: 'B-2211', clientRequestId: crypto.randomUUID() };
    const first = await recall(n.supplier.client, body);
    expect((await recall(n.supplier.client, body)).id).toBe(first.id);
    expect((await recall(n.supplier.client, { ...body, clientRequestId: undefined })).id).toBe(first.id);
    expect(await recallNotices(n.a.client)).toHaveLength(1);
    expect(await recallNotices(n.b.client)).toHaveLength(1);
    expect((await n.supplier.client.get('/api/recalls')).json().items).toHaveLength(1);
  });

  it('answers 404 for a batch the business never held, and 400 for a missing batch, changing nothing', async () => {
    const n = await network();
    const stranger = await n.d.client.post('/api/recalls', {
      barcode: n.barcode,
      batchNumber: 'X-1',
      reason: 'Notice',
      action: 'return',
    });
    expect(refusal(stranger)).toEqual({ status: 404, code: 'recall_batch_not_held' });
    const blank = await n.supplier.client.post('/api/recalls', {
      barcode: n.barcode,
      batchNumber: ' ',
      reason: 'x',
      action: 'return',
    });
    expect(blank.statusCode).toBe(400);
    expect((await n.supplier.client.get('/api/recalls')).json()).toEqual({ items: [] });
  });

  it('a shop records a notice for its own lots; an offline sale made before the recall reached the till is a discrepancy', async () => {
    const n = await network();
    const before = new Date(Date.now() - 60_000).toISOString();
    const own = await recall(n.d.client, {
      barcode: n.barcode,
      batchNumber: 'B-2211',
      reason: 'Regulator notice 12/26',
    });
    expect(own).toMatchObject({ origin: 'own', reach: [], unitsHeld: 20 });
    expect(await recallNotices(n.a.client)).toEqual([]);

    // The till was offline: it sold the pack after the recall was made, and syncs now.
    const soldAt = new Date().toISOString();
    const offline = { offline: true, saleId: `OFFLINE-${Date.now()}`, soldAt };
    const synced = await sell(n.d.client, saleBody([{ inventoryId: n.dLot, quantity: 2, unitType: 'unit' }], offline));
    expect(synced.statusCode, synced.body).toBe(201);
    const earlier = { offline: true, saleId: `OFFLINE-${Date.now() + 1}`, soldAt: before };
    const old = await sell(n.d.client, saleBody([{ inventoryId: n.dLot, quantity: 1, unitType: 'unit' }], earlier));
    expect(old.statusCode, old.body).toBe(201);
    const list = (await n.d.client.get('/api/inventory/discrepancies')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ inventoryId: n.dLot, reason: 'recalled', units: 2, unitsShort: 0 }),
    ]);
    expect(list.total).toBe(1);
  });
});

describe('POST /api/recalls input', () => {
  it('takes a blank expiry as none, and refuses a malformed one with its message', async () => {
    const n = await network();
    const blank = await n.supplier.client.post('/api/recalls', {
      barcode: n.barcode,
      batchNumber: 'B-2211',
      expiryDate: '',
      reason: 'Notice',
      action: 'return',
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json().expiryDate).toBeNull();
    const bad = await n.supplier.client.post('/api/recalls', {
      barcode: n.barcode,
      batchNumber: 'B-2211',
      expiryDate: '2026-13-40',
      reason: 'Notice',
      action: 'return',
    });
    expect(bad.statusCode).toBe(400);
  });
});
