import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { signedInOwner } from '../factories.js';
import { addProduct, createSupplier, daysFromToday, productRow } from '../inventory-factories.js';
import { saleBody } from '../sales-factories.js';
import { firstLine, lineReturn, pageReturn } from '../supplier-money-factories.js';
import { memberInput } from '../team-helpers.js';
import type { Client, TestApp } from '../test-app.js';
import { multipartUpload } from '../uploads.js';

function created(what: string, response: LightMyRequestResponse) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A super retailer with one of everything, made through the API as the screens make it: supplier,
 * products and lots (so orders, order lines and movements), a sale and a customer return, returns
 * to the supplier (from an order line and from the Returns page), a payment, drafts, a held cart,
 * a favourite, an expense with its receipt image, a team member, transfers both ways and a payment,
 * a supplier's marketplace it trades in (its notifications), and shortage items (one completed).
 */
export async function tenantWithEverything(t: TestApp) {
  const { user, client } = await signedInOwner(t, { userType: 'retailer', plan: 'super' });
  const supplierId = await createSupplier(client);
  const first = await addProduct(client, productRow(supplierId, { orderId: 'B-1', quantity: 5 }));
  const second = await addProduct(client, productRow(supplierId, { orderId: 'B-2', quantity: 5 }));

  const sale = created(
    'sale',
    await client.post('/api/sales', saleBody([{ inventoryId: first.inventoryId, quantity: 2, unitType: 'unit' }])),
  );
  created(
    'customer return',
    await client.post('/api/returns', {
      saleId: sale.id,
      items: [{ saleItemId: sale.items[0].id, quantity: 1, reason: 'Opened box' }],
    }),
  );

  const orders = created('orders', await client.get(`/api/orders/supplier/${supplierId}`)) as {
    id: number;
    orderId: string;
  }[];
  const orderOf = (ref: string) => orders.find((o) => o.orderId === ref)?.id ?? 0;
  const line = await firstLine(client, orderOf('B-1'));
  created('order line return', await client.post('/api/supplier-returns', lineReturn(orderOf('B-1'), line, 1)));
  created('page return', await client.post('/api/supplier-returns', pageReturn(second.inventoryId, { quantity: 1 })));
  const balance = (
    created('supplier', await client.get(`/api/suppliers/${supplierId}`)) as { outstandingBalance: string }
  ).outstandingBalance;
  created(
    'payment',
    await client.post('/api/supplier-payments', {
      supplierId,
      orderIds: orders.map((o) => o.id),
      originalAmount: balance,
      discountPercentage: 0,
      discountAmount: '0.00',
      amount: balance,
    }),
  );

  created('draft', await client.post('/api/inventory/drafts', { productName: 'Ibuprofen 400mg', quantity: '3' }));
  created(
    'OCR draft',
    await client.post('/api/inventory/ocr-drafts', {
      draftType: 'ocr',
      supplierId,
      orderId: `OCR-${randomUUID().slice(0, 6)}`,
      products: [{ productName: 'Amoxicillin 250mg', quantity: 2, costPrice: 1, expiryDate: daysFromToday(200) }],
    }),
  );
  created('favourite', await client.post('/api/pos/favorites', { productId: first.productId }));
  created('held cart', await client.post('/api/pos/cart-drafts', { draftName: 'Table 4' }));

  const image = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#f4f1e8' } })
    .png()
    .toBuffer();
  const receipt = created(
    'receipt',
    await client.send(
      multipartUpload('/api/expenses/receipts', 'receipt', {
        filename: 'r.png',
        contentType: 'image/png',
        data: image,
      }),
    ),
  );
  created(
    'expense',
    await client.post('/api/expenses', {
      title: 'Shop rent',
      amount: 450,
      category: 'rent',
      expenseDate: daysFromToday(-3),
      receiptImageUrl: receipt.receiptImageUrl,
    }),
  );
  created('team member', await client.post('/api/team-members', memberInput()));
  await transfersWith(t, { user, client }, productRow(supplierId, { orderId: 'B-3', quantity: 2 }));
  await marketplaceWith(t, client);
  const shortage = created(
    'shortage item',
    await client.post('/api/shortage-items', { productName: 'Amoxicillin 500mg' }),
  );
  created('completed shortage', await client.put(`/api/shortage-items/${shortage.id}`, { isCompleted: true }));
  created(
    'shortage item',
    await client.post('/api/shortage-items', { productName: 'Gauze rolls', priority: 'urgent' }),
  );
  return { user, client };
}

/**
 * Transfers both ways with a partner, both accepted, and a payment of what the tenant then owes:
 * rows of transfers, transfer_items and transfer_payments on the tenant's side.
 */
async function transfersWith(
  t: TestApp,
  { user: me, client }: { user: { id: number; email: string }; client: Client },
  row: Record<string, unknown>,
) {
  const lot = await addProduct(client, row);
  const partner = await signedInOwner(t, { userType: 'retailer', plan: 'super' });
  const partnerLot = await addProduct(
    partner.client,
    productRow(await createSupplier(partner.client), { orderId: 'P-1', quantity: 2, costPrice: 9 }),
  );
  const send = async (from: Client, toUserEmail: string, inventoryId: number, to: Client) => {
    const sent = created(
      'transfer',
      await from.post('/api/transfers', { toUserEmail, items: [{ inventoryId, quantity: 5 }], notes: 'Weekend cover' }),
    );
    created('accepted transfer', await to.post(`/api/transfers/${sent.id}/review`, { status: 'accepted' }));
  };
  await send(client, partner.user.email, lot.inventoryId, partner.client);
  await send(partner.client, me.email, partnerLot.inventoryId, client);
  created(
    'transfer payment',
    await client.post('/api/transfer-payments', { fromUserId: me.id, toUserId: partner.user.id, amount: '1.00' }),
  );
}

/**
 * A supplier's marketplace the tenant joins and buys from: access approved, a purchase request
 * approved and its transfer accepted, a broadcast; the tenant's rows are its notifications (the
 * marketplace rows are the supplier's).
 */
async function marketplaceWith(t: TestApp, client: Client) {
  const supplier = await signedInOwner(t, { userType: 'supplier', plan: 'advance' });
  const marketplace = created('marketplace', await supplier.client.post('/api/marketplace/create', {}));
  const row = productRow(await createSupplier(supplier.client), { orderId: 'M-1', quantity: 3 });
  await addProduct(supplier.client, row);
  const access = created(
    'access request',
    await client.post('/api/marketplace/request-access', {
      marketplaceId: marketplace.id,
      supplierId: supplier.user.id,
    }),
  );
  created('access', await supplier.client.post(`/api/marketplace/join-request/${access.id}/approve`, {}));
  const request = created(
    'purchase request',
    await client.post('/api/marketplace/purchase-requests', {
      supplierId: supplier.user.id,
      items: [{ barcode: row.barcode, requestedQuantity: 4 }],
    }),
  );
  const approved = created(
    'approval',
    await supplier.client.post(`/api/marketplace/purchase-request/${request.id}/approve`, {}),
  );
  created('bought', await client.post(`/api/transfers/${approved.transferId}/review`, { status: 'accepted' }));
  created(
    'broadcast',
    await supplier.client.post('/api/marketplace/broadcast', { title: 'Hours', message: 'Open late' }),
  );
}
