import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { daysFromToday, uniqueBarcode } from '../../test/inventory-factories.js';
import { marketSupplier } from '../../test/marketplace-factories.js';
import { lotMark, recall, recallNotices } from '../../test/recall-factories.js';
import { nameBusiness } from '../../test/receive-factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { accept, sendTransfer } from '../../test/transfer-factories.js';

const t = useTestApp();

/** Batch P-77 (50 units) at the supplier; 6 units sent to pharmacy A, not yet accepted. */
async function pendingAtRecall() {
  const supplier = await marketSupplier(t, { plan: 'super', marketplace: false });
  const barcode = uniqueBarcode();
  const lot = await supplier.stock({
    barcode,
    quantity: 5,
    unitsPerBox: 10,
    expiryDate: daysFromToday(300),
    productName: 'Paracetamol 500mg',
    batchNumber: 'P-77',
  });
  const a = await shop(t);
  const bystander = await signedInOwner(t);
  await nameBusiness(t, a.user.id, 'Pharmacy A');
  const sent = await sendTransfer(supplier.client, a.user.email, [{ inventoryId: lot.inventoryId, quantity: 6 }]);
  return { supplier, barcode, lot: lot.inventoryId, a, bystander, transferId: sent.id };
}

describe('a recall made while a transfer of the batch is still pending', () => {
  it('tells the recipient what is on its way; accepting marks the lot it receives at once, and the till refuses it', async () => {
    const n = await pendingAtRecall();
    const made = await recall(n.supplier.client, { barcode: n.barcode, batchNumber: 'P-77', action: 'stop_selling' });
    expect(made.reach).toEqual([{ businessName: 'Pharmacy A', unitsReceived: 0, unitsHeld: 0, unitsReturned: 0 }]);

    const [notice] = await recallNotices(n.a.client);
    expect(notice?.title).toBe('Recall: Paracetamol 500mg, batch P-77');
    expect(notice?.message).toContain('6 more units are on their way to you in a transfer not yet accepted');
    expect(await recallNotices(n.bystander.client)).toEqual([]);
    const aCopy = (await n.a.client.get('/api/recalls')).json().items;
    expect(aCopy).toEqual([expect.objectContaining({ origin: 'received', batchNumber: 'P-77', unitsHeld: 0 })]);

    const accepted = await accept(n.a.client, n.transferId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const seen = (await n.a.client.get(`/api/transfers/${n.transferId}`)).json();
    const aLot: number = seen.items[0].inventoryId;
    expect(await lotMark(t, aLot)).toMatchObject({ batchNumber: 'P-77', units: 6, recallId: aCopy[0].id });

    const refused = await sell(n.a.client, saleBody([{ inventoryId: aLot, quantity: 1, unitType: 'unit' }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lot_recalled', batchNumber: 'P-77' });
    const listed = (await n.a.client.get('/api/inventory?filter=recalled')).json().items;
    expect(listed.map((item: { id: number }) => item.id)).toEqual([aLot]);

    // The supplier's page and A's copy now count what A received and holds; no second notice.
    const reach = (await n.supplier.client.get('/api/recalls')).json().items[0].reach;
    expect(reach).toEqual([{ businessName: 'Pharmacy A', unitsReceived: 6, unitsHeld: 6, unitsReturned: 0 }]);
    expect((await n.a.client.get('/api/recalls')).json().items[0]).toMatchObject({ unitsReceived: 6, unitsHeld: 6 });
    expect(await recallNotices(n.a.client)).toHaveLength(1);
    // The same recall again tells no one twice and changes no count.
    await recall(n.supplier.client, { barcode: n.barcode, batchNumber: 'P-77', action: 'stop_selling' });
    expect(await recallNotices(n.a.client)).toHaveLength(1);
    expect((await n.supplier.client.get('/api/recalls')).json().items[0].reach[0].unitsReceived).toBe(6);
  });

  it('a transfer of another batch of the same product, accepted after the recall, arrives unmarked', async () => {
    const n = await pendingAtRecall();
    const other = await n.supplier.stock({
      barcode: n.barcode,
      quantity: 1,
      unitsPerBox: 10,
      expiryDate: daysFromToday(300),
      productName: 'Paracetamol 500mg',
      batchNumber: 'P-78',
    });
    const clean = await sendTransfer(n.supplier.client, n.a.user.email, [
      { inventoryId: other.inventoryId, quantity: 4 },
    ]);
    await recall(n.supplier.client, { barcode: n.barcode, batchNumber: 'P-77' });
    expect((await accept(n.a.client, clean.id)).statusCode).toBe(200);
    const lot = (await n.a.client.get(`/api/transfers/${clean.id}`)).json().items[0].inventoryId;
    expect(await lotMark(t, lot)).toMatchObject({ batchNumber: 'P-78', recallId: null });
    const sold = await sell(n.a.client, saleBody([{ inventoryId: lot, quantity: 1, unitType: 'unit' }]));
    expect(sold.statusCode, sold.body).toBe(201);
  });
});
