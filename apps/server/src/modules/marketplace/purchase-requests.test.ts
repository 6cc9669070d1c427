import { describe, expect, it } from 'vitest';
import { daysFromToday, lotLedger } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { movementsOf, saleBody, sell } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, review } from '../../test/transfer-factories.js';

const t = useTestApp();

/** A supplier with two lots of one product (the earlier expiry holds 10 units) and a retailer with access. */
async function trade(options: { plan?: 'basic' | 'super' } = {}) {
  const supplier = await marketSupplier(t);
  const early = await supplier.stock({
    productName: 'Cetirizine 10mg',
    category: 'medications',
    quantity: 1,
    unitsPerBox: 10,
    costPrice: 5,
    retailPrice: 12.35,
    expiryDate: daysFromToday(100),
  });
  const late = await supplier.stock({
    productName: 'Cetirizine 10mg',
    barcode: early.barcode,
    quantity: 2,
    unitsPerBox: 10,
    costPrice: 5,
    retailPrice: 12.35,
    expiryDate: daysFromToday(400),
  });
  const other = await supplier.stock({ productName: 'Saline 0.9%', quantity: 1, unitsPerBox: 4, retailPrice: 8 });
  const retailer = await marketRetailer(t, { plan: options.plan ?? 'super' });
  await grantAccess(supplier, retailer.client);
  return { supplier, retailer, early, late, other };
}

const approve = (client: { post: (url: string, body?: unknown) => Promise<unknown> }, id: number, body: unknown = {}) =>
  client.post(`/api/marketplace/purchase-request/${id}/approve`, body) as ReturnType<
    Awaited<ReturnType<typeof marketSupplier>>['client']['post']
  >;

describe('a purchase request', () => {
  it('asks for units of the supplier’s products at its box prices, in its currency; refuses what it cannot supply', async () => {
    const { supplier, retailer, early, other } = await trade({ plan: 'basic' });
    const sent = await askToBuy(
      retailer.client,
      supplier.user.id,
      [
        { barcode: early.barcode, requestedQuantity: 15 },
        { barcode: other.barcode, requestedQuantity: 3 },
      ],
      { notes: 'Before Friday', requestMessage: 'Thanks' },
    );
    // 15 units of a box of 10 at 12.35: a box and 5 loose = 18.525 -> 18.53, one rounding (never
    // 15 x 1.24 = 18.60); 3 of a box of 4 at 8.00 = 6.00.
    expect(sent).toMatchObject({
      status: 'pending',
      currency: 'USD',
      totalAmount: '24.53',
      transferId: null,
      notes: 'Before Friday',
      requestMessage: 'Thanks',
      supplier: { id: supplier.user.id, businessName: supplier.user.businessName },
      items: [
        {
          barcode: early.barcode,
          requestedQuantity: 15,
          approvedQuantity: null,
          unitPrice: '1.24',
          supplierRetailPrice: '12.35',
          unitsPerBox: 10,
          lineTotal: '18.53',
        },
        {
          barcode: other.barcode,
          requestedQuantity: 3,
          unitPrice: '2.00',
          supplierRetailPrice: '8.00',
          lineTotal: '6.00',
        },
      ],
    });
    expect((await retailer.client.get('/api/marketplace/purchase-requests')).json()).toMatchObject([{ id: sent.id }]);
    expect((await supplier.client.get('/api/marketplace/purchase-requests/supplier')).json()).toMatchObject([
      { id: sent.id, retailer: { id: retailer.user.id, businessPhone: '+964 700 000 0000' } },
    ]);
    expect((await supplier.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'purchase_request',
      fromBusinessId: retailer.user.id,
    });

    const post = (items: unknown[]) =>
      retailer.client.post('/api/marketplace/purchase-requests', { supplierId: supplier.user.id, items });
    const refused = async (items: unknown[]) => {
      const response = await post(items);
      return { ...refusal(response), message: response.json().message };
    };
    expect(await refused([{ barcode: early.barcode, requestedQuantity: 31 }])).toEqual({
      status: 409,
      code: 'marketplace_quantity_exceeds',
      message: 'Only 30 units of Cetirizine 10mg are available.',
    });
    expect(await refused([{ barcode: 'NOPE-1', requestedQuantity: 1 }])).toEqual({
      status: 409,
      code: 'marketplace_product_unavailable',
      message: 'The product with barcode NOPE-1 is not available in this marketplace.',
    });
    const issues = (await post([])).json().issues;
    expect(issues).toMatchObject([
      { code: 'request_items_required', message: 'Please add at least one item to the request' },
    ]);

    const stranger = await marketRetailer(t);
    const strangerPost = await stranger.client.post('/api/marketplace/purchase-requests', {
      supplierId: supplier.user.id,
      items: [{ barcode: early.barcode, requestedQuantity: 1 }],
    });
    expect(refusal(strangerPost)).toEqual({ status: 404, code: 'marketplace_access_required' });
    expect((await stranger.client.get('/api/marketplace/purchase-requests')).json()).toEqual([]);
  });

  it('approved in part opens a transfer of the approved units, earliest expiry first, at the request’s box price', async () => {
    const { supplier, retailer, early, late, other } = await trade();
    const sent = await askToBuy(retailer.client, supplier.user.id, [
      { barcode: early.barcode, requestedQuantity: 15 },
      { barcode: other.barcode, requestedQuantity: 3 },
    ]);
    const [cetirizine, saline] = sent.items;
    const stranger = await marketSupplier(t);
    expect(refusal(await approve(stranger.client, sent.id))).toEqual({
      status: 404,
      code: 'purchase_request_not_found',
    });
    const tooMany = await approve(supplier.client, sent.id, { items: [{ itemId: saline!.id, approvedQuantity: 4 }] });
    expect(refusal(tooMany)).toEqual({ status: 400, code: 'approved_exceeds_requested' });
    expect(tooMany.json().message).toBe('You can approve at most the 3 units requested of Saline 0.9%.');

    const approved = await approve(supplier.client, sent.id, {
      responseMessage: 'Saline is short',
      items: [
        { itemId: cetirizine!.id, approvedQuantity: 12 },
        { itemId: saline!.id, approvedQuantity: 0 },
      ],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // 12 units of a box of 10 at 12.35: 12.35 + 2 x 1.235 = 14.82.
    expect(approved.json()).toMatchObject({
      status: 'approved',
      responseMessage: 'Saline is short',
      totalAmount: '14.82',
      transferStatus: 'pending',
      items: [
        { approvedQuantity: 12, lineTotal: '14.82' },
        { approvedQuantity: 0, lineTotal: '0.00' },
      ],
    });
    const transferId = approved.json().transferId as number;
    // Reserved: the earlier lot gave all 10, the later one 2.
    expect(await lotLedger(t, early.inventoryId)).toMatchObject({ units: 0, movements: 0 });
    expect(await lotLedger(t, late.inventoryId)).toMatchObject({ units: 18, movements: 18 });
    expect(await lotLedger(t, other.inventoryId)).toMatchObject({ units: 4, movements: 4 });
    expect((await movementsOf(t, late.inventoryId)).at(-1)).toEqual({
      kind: 'transfer_out',
      units: -2,
      reference: `TRANSFER-${transferId}`,
    });

    const incoming = (await retailer.client.get('/api/transfers/incoming')).json().transfers;
    expect(incoming).toMatchObject([
      {
        id: transferId,
        status: 'pending',
        currency: 'USD',
        totalCost: '14.82',
        fromUserId: supplier.user.id,
        // The line's 14.82 split over the two lots it leaves from, adding up to it exactly.
        items: [
          { quantity: 10, costPrice: '12.35', totalItemCost: '12.35', lineTotal: '12.35' },
          { quantity: 2, costPrice: '12.35', totalItemCost: '2.47', lineTotal: '2.47' },
        ],
      },
    ]);
    expect((await retailer.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'purchase_response',
      title: 'Purchase request approved',
      link: '/marketplace?tab=purchases',
      status: 'approved',
    });

    // The retailer accepts: 12 units into its stock, and it owes the supplier 14.82.
    expect((await review(retailer.client, transferId, 'accepted')).statusCode).toBe(200);
    const received = (await retailer.client.get(`/api/transfers/${transferId}`)).json();
    // Both expiries arrive as lots of the retailer's: 10 and 2 units.
    const [first, second] = received.items.map((item: { inventoryId: number }) => item.inventoryId) as number[];
    expect(await lotLedger(t, first!)).toMatchObject({ units: 10, movements: 10 });
    expect(await lotLedger(t, second!)).toMatchObject({ units: 2, movements: 2 });
    const balances = (await retailer.client.get('/api/transfer-balances')).json();
    expect(balances).toMatchObject([
      { type: 'owes', totalOutstanding: '14.82', currency: 'USD', toUserId: supplier.user.id },
    ]);
    expect((await retailer.client.get('/api/marketplace/purchase-requests')).json()[0]).toMatchObject({
      transferStatus: 'accepted',
    });

    // The supplier's dashboard figures.
    const activity = (await supplier.client.get('/api/marketplace/activity')).json();
    expect(activity).toMatchObject({
      hasMarketplace: true,
      pendingJoinRequests: 0,
      pendingPurchaseRequests: 0,
      requestsWaiting: 0,
      ordersApproved: 1,
      ordersApprovedAmount: '14.82',
      owedByRetailers: '14.82',
      retailersOwing: 1,
    });
    // Another period (days in the business's time zone, as the dashboard's) approved nothing.
    const lastYear = (
      await supplier.client.get('/api/marketplace/activity?fromDate=2025-01-01&toDate=2025-01-31')
    ).json();
    expect(lastYear).toMatchObject({
      ordersApproved: 0,
      ordersApprovedAmount: '0.00',
      owedByRetailers: '14.82',
      dateRange: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(refusal(await approve(supplier.client, sent.id))).toEqual({ status: 409, code: 'request_already_approved' });
    expect(refusal(await stranger.client.post(`/api/marketplace/purchase-request/${sent.id}/reject`, {}))).toEqual({
      status: 404,
      code: 'purchase_request_not_found',
    });
  });

  it('two approvals at once: one wins, the other gets 409, and the stock moves once', async () => {
    const { supplier, retailer, early, late } = await trade();
    const sent = await askToBuy(retailer.client, supplier.user.id, [{ barcode: early.barcode, requestedQuantity: 12 }]);
    const both = await Promise.all([approve(supplier.client, sent.id), approve(supplier.client, sent.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.map((r) => r.json().code).filter(Boolean)).toEqual(['request_already_approved']);
    expect(await lotLedger(t, early.inventoryId)).toMatchObject({ units: 0, movements: 0 });
    expect(await lotLedger(t, late.inventoryId)).toMatchObject({ units: 18, movements: 18 });
    expect((await retailer.client.get('/api/transfers/incoming')).json().transfers).toHaveLength(1);
  });

  it('short of stock: a clear 409 and nothing changes; all lines at 0 records it rejected', async () => {
    const { supplier, retailer, early, late, other } = await trade();
    const sent = await askToBuy(retailer.client, supplier.user.id, [{ barcode: early.barcode, requestedQuantity: 25 }]);
    // The supplier sells 10 units meanwhile: 20 are left.
    const sold = await sell(
      supplier.client,
      saleBody([{ inventoryId: late.inventoryId, quantity: 10, unitType: 'unit' }]),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const short = await approve(supplier.client, sent.id);
    expect({ ...refusal(short), message: short.json().message }).toEqual({
      status: 409,
      code: 'marketplace_stock_short',
      message: 'Not enough stock of Cetirizine 10mg to approve 25 units: 20 available.',
    });
    const still = (await supplier.client.get('/api/marketplace/purchase-requests/supplier')).json()[0];
    expect(still).toMatchObject({ status: 'pending', transferId: null, items: [{ approvedQuantity: null }] });
    expect(await lotLedger(t, early.inventoryId)).toMatchObject({ units: 10, movements: 10 });

    const none = await approve(supplier.client, sent.id, {
      items: [{ itemId: sent.items[0]!.id, approvedQuantity: 0 }],
    });
    expect(none.json()).toMatchObject({ status: 'rejected', transferId: null, items: [{ approvedQuantity: 0 }] });
    expect((await retailer.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      title: 'Purchase request rejected',
    });

    const second = await askToBuy(retailer.client, supplier.user.id, [
      { barcode: other.barcode, requestedQuantity: 1 },
    ]);
    const rejected = await supplier.client.post(`/api/marketplace/purchase-request/${second.id}/reject`, {
      responseMessage: 'Out of season',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', responseMessage: 'Out of season' });
    expect(refusal(await approve(supplier.client, second.id))).toEqual({
      status: 409,
      code: 'request_already_rejected',
    });
  });

  it('makes the two businesses transfer partners', async () => {
    const { supplier, retailer } = await trade();
    expect((await retailer.client.get('/api/users-for-transfer')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: supplier.user.id })]),
    );
  });
});
