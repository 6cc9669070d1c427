import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier, daysFromToday, lotLedger, uniqueBarcode } from '../../test/inventory-factories.js';
import {
  accept,
  ledgerLines,
  lotWithSupplier,
  nameBusiness,
  transferRow,
  useCurrency,
} from '../../test/receive-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

type Client = Awaited<ReturnType<typeof signedInOwner>>['client'];

/** The till's preload entry of a barcode. */
async function tillEntry(client: Client, barcode: string) {
  const preload = (await client.get('/api/pos/preload-all')).json();
  return preload.inventory.find((p: { barcode: string }) => p.barcode === barcode);
}

describe('accepting into a lot the shop already holds (issue 26, defect 3)', () => {
  it('a 1-unit free sample at 0.01 joins a lot of 486 units at 300.00 a box and leaves its shelf as it was', async () => {
    const { sender, recipient } = await twoShops(t);
    await nameBusiness(t, sender.user.id, 'Rafidain Pharmacy');
    const barcode = uniqueBarcode();
    const expiryDate = daysFromToday(250);
    const own = await recipient.client.post('/api/inventory/add-product', {
      productName: 'Augmentin 1g',
      barcode,
      category: 'medications',
      supplierId: await createSupplier(recipient.client, { name: 'Own Wholesaler' }),
      orderId: 'OWN-486',
      quantity: 81,
      unitsPerBox: 6,
      costPrice: 250,
      retailPrice: 300,
      expiryDate,
    });
    expect(own.statusCode, own.body).toBe(200);
    const shelf = own.json().inventoryId as number;
    const sample = await sender.stock({ barcode, expiryDate, quantity: 1, unitsPerBox: 1, costPrice: 0.01 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: sample.inventoryId, quantity: 1 },
    ]);

    // A price given for a line that joins a priced lot is ignored: the shelf is the shop's.
    const itemId = (sent.items[0] as unknown as { id: number }).id;
    const accepted = await accept(recipient.client, sent.id, { prices: [{ itemId, retailPrice: '0.01' }] });
    expect(accepted.items[0]!.inventoryId).toBe(shelf);

    const { lot, supplierName } = await lotWithSupplier(t, shelf);
    expect(lot).toMatchObject({ quantityUnits: 487, unitsPerBox: 6, costPrice: '250.00', retailPrice: '300.00' });
    expect(supplierName).toBe('Own Wholesaler');
    expect(await lotLedger(t, shelf)).toMatchObject({ units: 487, movements: 487 });
    // The movement says what came: 1 unit of a 1-unit box at 0.01, from the sender's supplier record.
    const line = (await ledgerLines(t, shelf)).at(-1)!;
    expect(line).toMatchObject({ kind: 'transfer_in', units: 1, costPerBox: '0.01', unitsPerBox: 1 });
    expect(line.tradeCurrency).toBeNull();
    const history = (await recipient.client.get(`/api/inventory/${shelf}/cost-history`)).json().costHistory;
    expect(history.map((h: { price: string; supplierName: string }) => [h.price, h.supplierName])).toEqual([
      ['0.01', 'Rafidain Pharmacy'],
      ['250.00', 'Own Wholesaler'],
    ]);
    // The till still sells the lot at 300.00 a box.
    expect(await tillEntry(recipient.client, barcode)).toMatchObject({ inventoryId: shelf, retailPrice: '300.00' });
  });
});

describe('accepting a product new to the shop (issue 26, defect 2)', () => {
  it('opens a lot at the given or prefilled retail price, never the cost, from the sender’s supplier record', async () => {
    const { sender, recipient } = await twoShops(t);
    await nameBusiness(t, sender.user.id, 'Rafidain Pharmacy');
    const plain = await sender.stock({ productName: 'Azithromycin 500mg', unitsPerBox: 6, costPrice: 5750 });
    const priced = await sender.stock({
      productName: 'Ibuprofen 400mg',
      unitsPerBox: 10,
      costPrice: 6,
      retailPrice: 9,
    });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: plain.inventoryId, quantity: 6 },
      { inventoryId: priced.inventoryId, quantity: 10 },
    ]);
    const [plainLine, pricedLine] = sent.items as unknown as { id: number; barcode: string }[];
    const accepted = await accept(recipient.client, sent.id, {
      prices: [{ itemId: pricedLine!.id, retailPrice: 11.5 }],
    });
    const [plainLot, pricedLot] = accepted.items.map((item) => item.inventoryId);

    // No price given: cost 5,750 + the default 20 % = 6,900, not 5,750.
    const first = await lotWithSupplier(t, plainLot!);
    expect(first.lot).toMatchObject({ unitsPerBox: 6, costPrice: '5750.00', retailPrice: '6900.00' });
    expect(first.supplierName).toBe('Rafidain Pharmacy');
    expect(first.linkedOwnerId).toBe(sender.user.id);
    const second = await lotWithSupplier(t, pricedLot!);
    expect(second.lot).toMatchObject({ costPrice: '6.00', retailPrice: '11.50', supplierId: first.lot.supplierId });
    expect((await ledgerLines(t, plainLot!))[0]).toMatchObject({
      supplierId: first.lot.supplierId,
      costPerBox: '5750.00',
    });

    // The stock list and the till show the supplier and the sale price.
    const stock = (await recipient.client.get('/api/inventory')).json().items;
    expect(stock.find((i: { id: number }) => i.id === plainLot)).toMatchObject({
      supplier: { name: 'Rafidain Pharmacy' },
      retailPrice: '6900.00',
    });
    expect(await tillEntry(recipient.client, plainLine!.barcode)).toMatchObject({ retailPrice: '6900.00' });

    // A second trade from the same business: the same supplier record, and the shop's last price suggested.
    const again = await sender.stock({
      barcode: plainLine!.barcode,
      productName: 'Azithromycin 500mg',
      expiryDate: daysFromToday(500),
      unitsPerBox: 6,
    });
    const next = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: again.inventoryId, quantity: 3 },
    ]);
    const plan = (await recipient.client.get(`/api/transfers/${next.id}/receive-plan`)).json();
    expect(plan.lines[0]).toMatchObject({ joins: null, asksPrice: true, suggestedRetailPrice: '6900.00' });
    const third = (await accept(recipient.client, next.id)).items[0]!.inventoryId;
    expect((await lotWithSupplier(t, third)).lot).toMatchObject({
      retailPrice: '6900.00',
      supplierId: first.lot.supplierId,
    });
  });
});

describe('accepting a trade in another currency (issue 26, defect 6)', () => {
  it('needs the rate, converts the cost at it and records the rate on the transfer and the movement', async () => {
    const { sender, recipient } = await twoShops(t);
    await useCurrency(recipient.client, 'IQD');
    const lot = await sender.stock({ productName: 'Omeprazole 20mg', quantity: 2, unitsPerBox: 10, costPrice: 5 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 10 },
    ]);

    const refused = await recipient.client.post(`/api/transfers/${sent.id}/review`, { status: 'accepted' });
    expect(refusal(refused)).toEqual({ status: 400, code: 'exchange_rate_required' });
    expect(refused.json().message).toBe('This trade is in USD: please give the exchange rate to IQD.');
    // Nothing changed: still pending, nothing in the recipient's stock, the units still held out.
    expect((await transferRow(t, sent.id))?.status).toBe('pending');
    expect((await recipient.client.get('/api/inventory')).json().items).toEqual([]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 10, movements: 10 });

    const plan = (await recipient.client.get(`/api/transfers/${sent.id}/receive-plan`)).json();
    expect(plan).toMatchObject({
      currency: 'USD',
      buyerCurrency: 'IQD',
      needsRate: true,
      lastRate: null,
      total: '5.00',
    });
    expect(plan.lines[0]).toMatchObject({
      boxPrice: '5.00',
      lineTotal: '5.00',
      asksPrice: true,
      suggestedRetailPrice: null,
    });

    const received = (await accept(recipient.client, sent.id, { exchangeRate: 1310 })).items[0]!.inventoryId;
    expect((await lotWithSupplier(t, received)).lot).toMatchObject({ costPrice: '6550.00', retailPrice: '7860.00' });
    expect((await ledgerLines(t, received))[0]).toMatchObject({
      costPerBox: '6550.00',
      tradeCurrency: 'USD',
      exchangeRate: '1310.000000',
    });
    expect(await transferRow(t, sent.id)).toMatchObject({ buyerCurrency: 'IQD', exchangeRate: '1310.000000' });

    // The next trade of the pair offers that rate, and prices at it.
    const other = await sender.stock({ productName: 'Loratadine 10mg', unitsPerBox: 10, costPrice: 5 });
    const next = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: other.inventoryId, quantity: 5 },
    ]);
    const nextPlan = (await recipient.client.get(`/api/transfers/${next.id}/receive-plan`)).json();
    expect(nextPlan).toMatchObject({ needsRate: true, lastRate: '1310', total: '2.50' });
    expect(nextPlan.lines[0]).toMatchObject({ suggestedRetailPrice: '7860.00' });
  });

  it('ignores a rate between the same currencies', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ unitsPerBox: 10, costPrice: 5 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 10 },
    ]);
    const received = (await accept(recipient.client, sent.id, { exchangeRate: '2' })).items[0]!.inventoryId;
    expect((await lotWithSupplier(t, received)).lot).toMatchObject({ costPrice: '5.00', retailPrice: '6.00' });
    expect(await transferRow(t, sent.id)).toMatchObject({ buyerCurrency: 'USD', exchangeRate: null });
  });
});

describe('the receive plan', () => {
  it('says which lines join a lot (its price unchanged) and which ask a price; only the recipient sees it', async () => {
    const { sender, recipient } = await twoShops(t);
    const barcode = uniqueBarcode();
    const expiryDate = daysFromToday(120);
    const supplierId = await createSupplier(recipient.client, { name: 'Own Wholesaler' });
    const row = { productName: 'Metformin 500mg', barcode, category: 'medications', supplierId, quantity: 1 };
    const mine = await recipient.client.post('/api/inventory/add-product', {
      ...row,
      orderId: 'OWN-1',
      unitsPerBox: 20,
      costPrice: 3,
      retailPrice: 4.5,
      expiryDate,
    });
    const joins = await sender.stock({ barcode, expiryDate, unitsPerBox: 10, costPrice: 2 });
    const fresh = await sender.stock({ productName: 'Zinc 50mg', unitsPerBox: 10, costPrice: 2.5 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: joins.inventoryId, quantity: 10 },
      { inventoryId: fresh.inventoryId, quantity: 15 },
    ]);

    const plan = (await recipient.client.get(`/api/transfers/${sent.id}/receive-plan`)).json();
    expect(plan).toMatchObject({
      transferId: sent.id,
      currency: 'USD',
      buyerCurrency: 'USD',
      needsRate: false,
      lastRate: null,
      defaultMarkupPercent: '20.00',
      total: '5.75',
    });
    expect(plan.lines).toEqual([
      expect.objectContaining({
        productName: 'Paracetamol 500mg Tablets',
        units: 10,
        unitsPerBox: 10,
        boxPrice: '2.00',
        lineTotal: '2.00',
        joins: { lotId: mine.json().inventoryId, unitsPerBox: 20, retailPrice: '4.50' },
        asksPrice: false,
        suggestedRetailPrice: null,
      }),
      expect.objectContaining({
        productName: 'Zinc 50mg',
        units: 15,
        boxPrice: '2.50',
        lineTotal: '3.75',
        joins: null,
        asksPrice: true,
        lastRetailPrice: null,
        suggestedRetailPrice: '3.00',
      }),
    ]);

    expect(refusal(await sender.client.get(`/api/transfers/${sent.id}/receive-plan`))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
    const stranger = await signedInOwner(t);
    expect(refusal(await stranger.client.get(`/api/transfers/${sent.id}/receive-plan`))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
    await accept(recipient.client, sent.id);
    expect(refusal(await recipient.client.get(`/api/transfers/${sent.id}/receive-plan`))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
  });

  it('a lot whose retail price is unset (0) asks one, and takes the price given', async () => {
    const { sender, recipient } = await twoShops(t);
    const barcode = uniqueBarcode();
    const expiryDate = daysFromToday(90);
    const unset = await recipient.client.post('/api/inventory/add-product', {
      productName: 'Vitamin C 1000mg',
      barcode,
      category: 'medications',
      supplierId: await createSupplier(recipient.client),
      orderId: 'OWN-0',
      quantity: 1,
      unitsPerBox: 10,
      costPrice: 2,
      retailPrice: 0,
      expiryDate,
    });
    expect(unset.statusCode, unset.body).toBe(200);
    const lot = await sender.stock({ barcode, expiryDate, unitsPerBox: 10, costPrice: 2 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 5 },
    ]);
    const plan = (await recipient.client.get(`/api/transfers/${sent.id}/receive-plan`)).json();
    const shelf = unset.json().inventoryId as number;
    expect(plan.lines[0]).toMatchObject({
      joins: { lotId: shelf, retailPrice: '0.00' },
      asksPrice: true,
      suggestedRetailPrice: '2.40',
    });
    await accept(recipient.client, sent.id, { prices: [{ itemId: plan.lines[0].itemId, retailPrice: '3.25' }] });
    expect((await lotWithSupplier(t, shelf)).lot).toMatchObject({
      quantityUnits: 15,
      unitsPerBox: 10,
      costPrice: '2.00',
      retailPrice: '3.25',
    });
  });
});

describe('receiving terms that are refused', () => {
  it('answers 400 with the field’s code and changes nothing', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ unitsPerBox: 10, costPrice: 5 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 4 },
    ]);
    const itemId = (sent.items[0] as unknown as { id: number }).id;
    const review = (terms: Record<string, unknown>) =>
      recipient.client.post(`/api/transfers/${sent.id}/review`, { status: 'accepted', ...terms });
    const codes = async (terms: Record<string, unknown>) => {
      const response = await review(terms);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().issues.map((i: { code: string }) => i.code);
    };
    for (const exchangeRate of [0, '0', '-2', 'abc', '1.1234567', '1e3', ''])
      expect(await codes({ exchangeRate })).toEqual(['exchange_rate_invalid']);
    for (const retailPrice of [0, '0.001', -1, 'free'])
      expect(await codes({ prices: [{ itemId, retailPrice }] })).toEqual(['receive_retail_price_invalid']);
    const twice = [
      { itemId, retailPrice: 1 },
      { itemId, retailPrice: 2 },
    ];
    expect(await codes({ prices: twice })).toEqual(['receive_price_twice']);
    const unknown = await review({ prices: [{ itemId: itemId + 1000, retailPrice: 1 }] });
    expect(refusal(unknown)).toEqual({ status: 400, code: 'receive_price_line_unknown' });
    expect(unknown.json().message).toBe(`Line ${itemId + 1000} is not part of this trade.`);

    expect((await transferRow(t, sent.id))?.status).toBe('pending');
    expect((await recipient.client.get('/api/inventory')).json().items).toEqual([]);
  });
});
