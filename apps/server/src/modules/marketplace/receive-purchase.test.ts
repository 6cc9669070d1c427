import { fromMinor, markupPriceMinor, toMinor } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryLots } from '../../db/schema/index.js';
import { daysFromToday, lotLedger } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { lotWithSupplier, useCurrency } from '../../test/receive-factories.js';
import { refusal, review } from '../../test/transfer-factories.js';

const t = useTestApp();

/** A supplier with 20 units of one product, a retailer of `plan` with access, and a purchase of 12 approved. */
async function approvedPurchase(plan: 'basic' | 'advance' | 'super') {
  const supplier = await marketSupplier(t);
  const lot = await supplier.stock({
    productName: 'Cetirizine 10mg',
    quantity: 2,
    unitsPerBox: 10,
    costPrice: 5,
    retailPrice: 12.35,
    expiryDate: daysFromToday(200),
  });
  const retailer = await marketRetailer(t, { plan });
  await grantAccess(supplier, retailer.client);
  const sent = await askToBuy(retailer.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 12 }]);
  const approved = await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return { supplier, retailer, lot, id: sent.id as number, transferId: approved.json().transferId as number };
}

/** The ids of a business's lots, straight from the database. */
async function lotsOf(ownerId: number) {
  const rows = await t.database.db.select().from(inventoryLots).where(eq(inventoryLots.ownerId, ownerId));
  return rows.map((row) => row.id);
}

type Client = Awaited<ReturnType<typeof marketRetailer>>['client'];
const receive = (client: Client, id: number) => client.post(`/api/marketplace/purchase-requests/${id}/receive`);
const decline = (client: Client, id: number) => client.post(`/api/marketplace/purchase-requests/${id}/decline`);

describe('the retailer receives a purchase from the marketplace', () => {
  it('a basic pharmacy takes it into stock: the units arrive as its lot and it owes the supplier', async () => {
    const { supplier, retailer, lot, id, transferId } = await approvedPurchase('basic');
    // Plan basic has no /transfers at all.
    expect((await retailer.client.post(`/api/transfers/${transferId}/review`, { status: 'accepted' })).statusCode).toBe(
      403,
    );

    const received = await receive(retailer.client, id);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ id, status: 'approved', transferId, transferStatus: 'accepted' });

    // The ledger adds up on both sides: the supplier's lot gave 12 of 20, the retailer holds 12 in a new lot.
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 8, movements: 8 });
    const mine = await lotsOf(retailer.user.id);
    expect(mine).toHaveLength(1);
    expect(await lotLedger(t, mine[0]!)).toMatchObject({ units: 12, movements: 12 });
    expect((await retailer.client.get('/api/marketplace/purchase-requests')).json()[0]).toMatchObject({
      transferStatus: 'accepted',
    });
    // 12 units of a box of 10 at 12.35 = 12.35 + 2 x 1.235 = 14.82 owed to the supplier (one rounding).
    expect((await supplier.client.get('/api/marketplace/activity')).json()).toMatchObject({
      owedByRetailers: '14.82',
    });

    expect(refusal(await receive(retailer.client, id))).toEqual({ status: 409, code: 'transfer_already_accepted' });
    expect(refusal(await decline(retailer.client, id))).toEqual({ status: 409, code: 'transfer_already_accepted' });
  });

  it('an advance pharmacy declines it: the units go back to the supplier, nothing arrives', async () => {
    const { retailer, lot, id } = await approvedPurchase('advance');
    const declined = await decline(retailer.client, id);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ transferStatus: 'declined' });
    // Reserved 12, given back 12: 20 units, and a movement for each way.
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 20, movements: 20 });
    expect(await lotsOf(retailer.user.id)).toEqual([]);
    expect(refusal(await receive(retailer.client, id))).toEqual({ status: 409, code: 'transfer_already_declined' });
  });

  it('only the retailer’s own approved purchase: 404 to others, 409 before approval', async () => {
    const { supplier, retailer, lot, id } = await approvedPurchase('basic');
    const stranger = await marketRetailer(t, { plan: 'super' });
    expect(refusal(await receive(stranger.client, id))).toEqual({ status: 404, code: 'purchase_request_not_found' });
    expect(refusal(await decline(stranger.client, id))).toEqual({ status: 404, code: 'purchase_request_not_found' });
    // The supplier is no retailer: the marketplace's retailer side is closed to it.
    expect((await receive(supplier.client, id)).statusCode).toBe(403);
    expect(refusal(await receive(retailer.client, 999_999))).toEqual({
      status: 404,
      code: 'purchase_request_not_found',
    });

    const pending = await askToBuy(retailer.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 1 }]);
    expect(refusal(await receive(retailer.client, pending.id))).toEqual({ status: 409, code: 'purchase_not_approved' });
    const message = (await receive(retailer.client, pending.id)).json().message;
    expect(message).toBe('This purchase request has not been approved, so there is nothing to receive.');
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 8, movements: 8 });
  });

  it('a receive here and an accept on /transfers at once move the stock once', async () => {
    const { retailer, lot, id, transferId } = await approvedPurchase('super');
    const both = await Promise.all([receive(retailer.client, id), review(retailer.client, transferId, 'accepted')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.map((r) => r.json().code).filter(Boolean)).toEqual(['transfer_already_accepted']);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 8, movements: 8 });
    const received = (await retailer.client.get(`/api/transfers/${transferId}`)).json();
    expect(received.items).toHaveLength(1);
    expect(await lotLedger(t, received.items[0].inventoryId)).toMatchObject({ units: 12, movements: 12 });
  });

  it('a received purchase goes on sale at the prefilled or given price, never at cost, from the supplier’s record (defect 2)', async () => {
    const { supplier, retailer, lot, id } = await approvedPurchase('super');
    const plan = await retailer.client.get(`/api/marketplace/purchase-requests/${id}/receive-plan`);
    expect(plan.statusCode, plan.body).toBe(200);
    // The price per box the transfer charges (the supplier's), and the shop's offer: that + 20 %.
    expect(plan.json()).toMatchObject({ needsRate: false, currency: 'USD', buyerCurrency: 'USD' });
    const [line] = plan.json().lines;
    expect(line).toMatchObject({ barcode: lot.barcode, units: 12, unitsPerBox: 10, joins: null, asksPrice: true });
    expect(line.suggestedRetailPrice).toBe(fromMinor(markupPriceMinor(toMinor(line.boxPrice), '20', 'USD')));
    expect(toMinor(line.suggestedRetailPrice)).toBeGreaterThan(toMinor(line.boxPrice));

    const received = await retailer.client.post(`/api/marketplace/purchase-requests/${id}/receive`, {
      prices: [{ itemId: plan.json().lines[0].itemId, retailPrice: '15.00' }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const [mine] = await lotsOf(retailer.user.id);
    const stored = await lotWithSupplier(t, mine!);
    expect(stored.lot).toMatchObject({ costPrice: line.boxPrice, retailPrice: '15.00', quantityUnits: 12 });
    expect(stored).toMatchObject({ supplierName: supplier.user.businessName, linkedOwnerId: supplier.user.id });
    const till = (await retailer.client.get('/api/pos/preload-all')).json().inventory;
    expect(till.find((p: { barcode: string }) => p.barcode === lot.barcode)).toMatchObject({ retailPrice: '15.00' });
    // Received: no plan any more.
    expect(refusal(await retailer.client.get(`/api/marketplace/purchase-requests/${id}/receive-plan`))).toEqual({
      status: 404,
      code: 'transfer_not_found',
    });
  });

  it('a pharmacy in dinars receives a dollar purchase only at a rate', async () => {
    const { retailer, id } = await approvedPurchase('basic');
    await useCurrency(retailer.client, 'IQD');
    const boxPrice = (await retailer.client.get(`/api/marketplace/purchase-requests/${id}/receive-plan`)).json()
      .lines[0].boxPrice as string;
    expect(refusal(await receive(retailer.client, id))).toEqual({ status: 400, code: 'exchange_rate_required' });
    expect(await lotsOf(retailer.user.id)).toEqual([]);
    const received = await retailer.client.post(`/api/marketplace/purchase-requests/${id}/receive`, {
      exchangeRate: '1310',
    });
    expect(received.statusCode, received.body).toBe(200);
    const [mine] = await lotsOf(retailer.user.id);
    // The dollar price per box times 1310 dinars; the shelf price that + 20 %, in whole dinars.
    const cost = toMinor(boxPrice) * 1310;
    expect((await lotWithSupplier(t, mine!)).lot).toMatchObject({
      costPrice: fromMinor(cost),
      retailPrice: fromMinor(markupPriceMinor(cost, '20', 'IQD')),
    });
  });

  it('the plan is the retailer’s own approved purchase’s: 404 to others, 409 before approval', async () => {
    const { supplier, retailer, lot, id } = await approvedPurchase('basic');
    const stranger = await marketRetailer(t);
    const planOf = (client: Client, requestId: number) =>
      client.get(`/api/marketplace/purchase-requests/${requestId}/receive-plan`);
    expect(refusal(await planOf(stranger.client, id))).toEqual({ status: 404, code: 'purchase_request_not_found' });
    const pending = await askToBuy(retailer.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 1 }]);
    expect(refusal(await planOf(retailer.client, pending.id))).toEqual({ status: 409, code: 'purchase_not_approved' });
  });
});
