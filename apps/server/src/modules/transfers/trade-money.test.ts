import { describe, expect, it } from 'vitest';
import { addProduct, createSupplier, productRow } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { accept, payCash, refusal, sendTransfer, twoShops, useCurrency } from '../../test/transfer-factories.js';

const t = useTestApp();

/** An IQD supplier selling Azithromycin, a box of 6 at 5,750 dinars, to a pharmacy with access. */
async function dinarTrade() {
  const supplier = await marketSupplier(t);
  await useCurrency(supplier.client, 'IQD');
  const lot = await supplier.stock({
    productName: 'Azithromycin 250mg',
    quantity: 10,
    unitsPerBox: 6,
    costPrice: 4000,
    retailPrice: 5750,
  });
  const pharmacy = await marketRetailer(t, { plan: 'super' });
  await useCurrency(pharmacy.client, 'IQD');
  await grantAccess(supplier, pharmacy.client);
  return { supplier, pharmacy, lot };
}

describe('issue 26, defect 1: a balance is what a payment of it clears', () => {
  it('2 boxes of 6 at 5,750 IQD are 11,500 on both sides, and paying the 11,500 shown clears it', async () => {
    const { supplier, pharmacy, lot } = await dinarTrade();
    const sent = await askToBuy(pharmacy.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 12 }]);
    // Never 12 x 958.33 = 11,499.96.
    expect(sent).toMatchObject({ currency: 'IQD', totalAmount: '11500.00', items: [{ lineTotal: '11500.00' }] });
    const approved = await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {});
    expect(approved.json()).toMatchObject({ totalAmount: '11500.00' });
    const received = await pharmacy.client.post(`/api/marketplace/purchase-requests/${sent.id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);

    const owes = (await pharmacy.client.get('/api/transfer-balances')).json();
    const owed = (await supplier.client.get('/api/transfer-balances')).json();
    expect(owes).toMatchObject([{ type: 'owes', currency: 'IQD', totalOutstanding: '11500.00' }]);
    expect(owed).toMatchObject([{ type: 'owed', currency: 'IQD', totalOutstanding: '11500.00' }]);

    // Dinars are paid whole; more than the balance is refused with the amount as people read it.
    const fils = await payCash(pharmacy.client, pharmacy.user.id, supplier.user.id, '11499.96');
    expect({ ...refusal(fils), message: fils.json().message }).toEqual({
      status: 400,
      code: 'payment_amount_step',
      message: 'Amounts in IQD are paid in steps of 1.',
    });
    const over = await payCash(pharmacy.client, pharmacy.user.id, supplier.user.id, '11501');
    expect(over.json()).toMatchObject({
      code: 'payment_exceeds_balance',
      message: 'The amount is more than the outstanding balance of 11,500 IQD.',
    });

    const paid = await payCash(pharmacy.client, pharmacy.user.id, supplier.user.id, owes[0].totalOutstanding);
    expect(paid.statusCode, paid.body).toBe(201);
    // The supplier (plan advance: no Transfers) is sent where it reads its balances.
    expect((await supplier.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'payment_claim',
      link: '/supplier-marketplace?tab=purchase-requests',
    });
    const confirmed = await supplier.client.post(`/api/transfer-payments/${paid.json().id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', currency: 'IQD', totalOutstanding: '0.00' });
    expect((await pharmacy.client.get('/api/transfer-balances')).json()).toEqual([]);
    expect((await supplier.client.get('/api/transfer-balances')).json()).toEqual([]);
  });

  it('a transfer between shops charges whole boxes at the box price, one rounding per line', async () => {
    const { sender, recipient } = await twoShops(t);
    await useCurrency(sender.client, 'IQD');
    const lot = await sender.stock({ quantity: 3, unitsPerBox: 6, costPrice: 5750, retailPrice: 8250 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 13 },
    ]);
    // 2 boxes and a unit: 11,500 + 958.33 -> 12,458.
    expect(sent).toMatchObject({ currency: 'IQD', totalCost: '12458.00' });
    expect(sent.items).toMatchObject([{ costPrice: '5750.00', totalItemCost: '12458.00', lineTotal: '12458.00' }]);
  });
});

describe('issue 26, defect 6: a trade is in the seller’s currency, on both sides', () => {
  it('a USD supplier’s order reads USD to an IQD pharmacy too, from request to balance', async () => {
    const supplier = await marketSupplier(t, { plan: 'super' });
    const lot = await supplier.stock({ quantity: 5, unitsPerBox: 10, retailPrice: 132.5 });
    const pharmacy = await marketRetailer(t, { plan: 'super' });
    await useCurrency(pharmacy.client, 'IQD');
    await grantAccess(supplier, pharmacy.client);
    const sent = await askToBuy(pharmacy.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 20 }]);
    expect(sent).toMatchObject({ currency: 'USD', totalAmount: '265.00' });
    expect((await supplier.client.get('/api/marketplace/purchase-requests/supplier')).json()).toMatchObject([
      { id: sent.id, currency: 'USD', totalAmount: '265.00' },
    ]);
    const approved = await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {});
    const transferId = approved.json().transferId as number;
    // Whoever looks, the transfer is in dollars: the pharmacy's own currency changes nothing.
    for (const client of [pharmacy.client, supplier.client])
      expect((await client.get(`/api/transfers/${transferId}`)).json()).toMatchObject({
        currency: 'USD',
        totalCost: '265.00',
      });
    expect((await accept(pharmacy.client, transferId, 1500)).statusCode).toBe(200);
    expect((await pharmacy.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owes', currency: 'USD', totalOutstanding: '265.00' },
    ]);
    expect((await supplier.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owed', currency: 'USD', totalOutstanding: '265.00' },
    ]);
  });

  it('never nets two currencies, and a payment names the currency when the debt is in two', async () => {
    const { sender: usd, recipient: iqd } = await twoShops(t);
    await useCurrency(iqd.client, 'IQD');
    const usdLot = await usd.stock({ quantity: 5, unitsPerBox: 10, costPrice: 3 });
    const there = await sendTransfer(usd.client, iqd.user.email, [{ inventoryId: usdLot.inventoryId, quantity: 10 }]);
    expect((await accept(iqd.client, there.id, 1500)).statusCode).toBe(200);
    const wholesaler = await createSupplier(iqd.client, { name: 'Local wholesaler' });
    const iqdLot = await addProduct(
      iqd.client,
      productRow(wholesaler, { unitsPerBox: 6, costPrice: 5750, retailPrice: 8250 }),
    );
    const back = await sendTransfer(iqd.client, usd.user.email, [{ inventoryId: iqdLot.inventoryId, quantity: 6 }]);
    expect((await accept(usd.client, back.id, 0.000667)).statusCode).toBe(200);

    // 3.00 USD one way, 5,750 IQD the other: two balances, neither netted against the other.
    const balances = (await usd.client.get('/api/transfer-balances')).json();
    expect(balances).toHaveLength(2);
    expect(balances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'owed', currency: 'USD', totalOutstanding: '3.00' }),
        expect.objectContaining({ type: 'owes', currency: 'IQD', totalOutstanding: '5750.00' }),
      ]),
    );

    // The USD shop now trades in IQD: its next transfer is in IQD (the first stays in USD), and
    // nets against the 5,750 IQD it owes: the IQD shop owes 10,000 - 5,750 = 4,250 IQD and 3.00 USD.
    await useCurrency(usd.client, 'IQD');
    const dinarLot = await usd.stock({ quantity: 1, unitsPerBox: 1, costPrice: 10000 });
    const second = await sendTransfer(usd.client, iqd.user.email, [{ inventoryId: dinarLot.inventoryId, quantity: 1 }]);
    expect(second).toMatchObject({ currency: 'IQD', totalCost: '10000.00' });
    expect((await accept(iqd.client, second.id)).statusCode).toBe(200);
    expect((await iqd.client.get('/api/transfer-balances')).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'owes', currency: 'USD', totalOutstanding: '3.00' }),
        expect.objectContaining({ type: 'owes', currency: 'IQD', totalOutstanding: '4250.00' }),
      ]),
    );
    const unnamed = await payCash(iqd.client, iqd.user.id, usd.user.id, 1);
    expect(refusal(unnamed)).toEqual({ status: 400, code: 'payment_currency_required' });
    const dollars = await payCash(usd.client, iqd.user.id, usd.user.id, '3.00', 'USD');
    expect(dollars.json()).toMatchObject({ status: 'confirmed', currency: 'USD', totalOutstanding: '0.00' });
  });
});
