import { teamPermissions } from '@assist/domain';
import type { LightMyRequestResponse } from 'fastify';
import { transferPayments } from '../../db/schema/index.js';
import { createTeamMember } from '../factories.js';
import { addProduct, createSupplier, productRow, uniqueBarcode } from '../inventory-factories.js';
import { grantAccess, marketRetailer, marketSupplier } from '../marketplace-factories.js';
import { pageReturn } from '../supplier-money-factories.js';
import type { Client, TestApp } from '../test-app.js';

function ok(what: string, response: LightMyRequestResponse) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** What A is in a world: the retailer buying on B's marketplace, or the supplier selling on its own. */
export type ConsentRole = 'retailer' | 'supplier';

/** A lot of the owner's own, received from a supplier record of its own. */
async function ownLot(client: Client, overrides: Record<string, unknown>) {
  return addProduct(client, productRow(await createSupplier(client), { barcode: uniqueBarcode(), ...overrides }));
}

/**
 * The consent suite's world, made through the API as the two businesses would make it: a super
 * supplier with a marketplace and a super retailer with access to it, both with stock; A is one of
 * them (`aIs`), with a team member holding every permission, and B the other. Between them:
 * - transfers both ways, accepted and pending (B's pending one is its standing offer to A);
 * - purchase requests of the retailer's: pending, approved and received, approved and not yet
 *   received (a pending transfer to the retailer);
 * - balances both ways (netted), a payment the creditor recorded, and a pending claim of the
 *   debtor's that the creditor has not answered;
 * - returns of transferred goods both ways, pending: A's of B's goods (B decides), B's of A's (A decides).
 */
export async function consentWorld(t: TestApp, aIs: ConsentRole = 'retailer') {
  const seller = await marketSupplier(t, { plan: 'super' });
  const buyer = await marketRetailer(t, { plan: 'super' });
  await grantAccess(seller, buyer.client);
  const [a, b] = aIs === 'retailer' ? [buyer, seller] : [seller, buyer];
  const member = await createTeamMember(t, a.user.id, [...teamPermissions]);
  const bLot = await ownLot(b.client, { quantity: 10, unitsPerBox: 10, costPrice: 5, retailPrice: 8 });
  const aLot = await ownLot(a.client, { quantity: 4 });
  const sold = await seller.stock({ quantity: 10, unitsPerBox: 6, costPrice: 5750, retailPrice: 8250 });

  const send = async (from: Client, to: string, inventoryId: number, quantity: number) =>
    ok('transfer', await from.post('/api/transfers', { toUserEmail: to, items: [{ inventoryId, quantity }] })) as {
      id: number;
    };
  const accept = async (client: Client, id: number) =>
    ok('accept', await client.post(`/api/transfers/${id}/review`, { status: 'accepted' })) as {
      items: { inventoryId: number }[];
    };

  const bToA = await send(b.client, a.user.email, bLot.inventoryId, 20);
  const receivedFromB = (await accept(a.client, bToA.id)).items[0]?.inventoryId ?? 0;
  const bOffer = await send(b.client, a.user.email, bLot.inventoryId, 5);
  const aToB = await send(a.client, b.user.email, aLot.inventoryId, 2);
  const receivedFromA = (await accept(b.client, aToB.id)).items[0]?.inventoryId ?? 0;
  const aOffer = await send(a.client, b.user.email, aLot.inventoryId, 1);

  const ask = async (quantity: number) =>
    ok(
      'purchase request',
      await buyer.client.post('/api/marketplace/purchase-requests', {
        supplierId: seller.user.id,
        items: [{ barcode: sold.barcode, requestedQuantity: quantity }],
      }),
    ) as { id: number };
  const approve = async (id: number) =>
    ok('approval', await seller.client.post(`/api/marketplace/purchase-request/${id}/approve`, {}));
  const bought = await ask(6);
  await approve(bought.id);
  ok('receive', await buyer.client.post(`/api/marketplace/purchase-requests/${bought.id}/receive`, {}));
  const approvedNotReceived = await ask(3);
  await approve(approvedNotReceived.id);
  const pendingRequest = await ask(2);

  const [balance] = ok('balances', await b.client.get('/api/transfer-balances')) as {
    fromUserId: number;
    toUserId: number;
  }[];
  if (!balance) throw new Error('the world has no balance between A and B');
  ok(
    'payment recorded by the creditor',
    await (balance.toUserId === b.user.id ? b : a).client.post('/api/transfer-payments', {
      fromUserId: balance.fromUserId,
      toUserId: balance.toUserId,
      amount: '1.00',
    }),
  );
  // A claim of the debtor's that the creditor has not answered. Written straight into the table:
  // on this branch a debtor's payment counts at once (the claim route is lane money's).
  await t.database.db.insert(transferPayments).values({
    ownerId: balance.fromUserId,
    toOwnerId: balance.toUserId,
    amount: '2.00',
    recordedBy: balance.fromUserId,
    status: 'pending',
  });

  const giveBack = async (client: Client, transferId: number, inventoryId: number, quantity: number) =>
    ok(
      'return of transferred goods',
      await client.post('/api/supplier-returns', pageReturn(inventoryId, { type: 'transfer', transferId, quantity })),
    );
  await giveBack(a.client, bToA.id, receivedFromB, 2);
  await giveBack(b.client, aToB.id, receivedFromA, 1);

  return {
    a: a.user,
    b: b.user,
    member,
    shared: { bToA, bOffer, aToB, aOffer, bought, approvedNotReceived, pendingRequest },
  };
}
export type ConsentWorld = Awaited<ReturnType<typeof consentWorld>>;
