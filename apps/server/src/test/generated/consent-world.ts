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

/**
 * The consent suite's world, made through the API as the two businesses would make it: B (a super
 * supplier with a marketplace and stock) trades with A (a super retailer with stock and a team
 * member holding every permission). Between them:
 * - transfers both ways, accepted and pending (B's pending one is its standing offer to A);
 * - A's approved access to B's marketplace, a purchase request of A's pending with B, one approved
 *   by B and received by A, one approved by B and not yet received (a pending transfer to A);
 * - balances both ways (netted: A owes B), a payment of A's that B (the creditor) recorded, and a
 *   pending claim of A's that B has not answered;
 * - returns of transferred goods both ways, pending: A's of B's goods (B decides), B's of A's (A decides).
 */
export async function consentWorld(t: TestApp) {
  const b = await marketSupplier(t, { plan: 'super' });
  const a = await marketRetailer(t, { plan: 'super' });
  await grantAccess(b, a.client);
  const member = await createTeamMember(t, a.user.id, [...teamPermissions]);

  const bLots = [
    await b.stock({ quantity: 10, unitsPerBox: 10, costPrice: 5, retailPrice: 8 }),
    await b.stock({ quantity: 10, unitsPerBox: 6, costPrice: 5750, retailPrice: 8250 }),
  ];
  const aSupplier = await createSupplier(a.client);
  const aLot = await addProduct(a.client, productRow(aSupplier, { barcode: uniqueBarcode(), quantity: 4 }));

  const send = async (from: Client, to: string, inventoryId: number, quantity: number) =>
    ok('transfer', await from.post('/api/transfers', { toUserEmail: to, items: [{ inventoryId, quantity }] })) as {
      id: number;
    };
  const accept = async (client: Client, id: number) =>
    ok('accept', await client.post(`/api/transfers/${id}/review`, { status: 'accepted' })) as {
      items: { inventoryId: number }[];
    };

  const bToA = await send(b.client, a.user.email, bLots[0].inventoryId, 20);
  const receivedFromB = (await accept(a.client, bToA.id)).items[0]?.inventoryId ?? 0;
  const bOffer = await send(b.client, a.user.email, bLots[0].inventoryId, 5);
  const aToB = await send(a.client, b.user.email, aLot.inventoryId, 2);
  const receivedFromA = (await accept(b.client, aToB.id)).items[0]?.inventoryId ?? 0;
  const aOffer = await send(a.client, b.user.email, aLot.inventoryId, 1);

  const ask = async (quantity: number) =>
    ok(
      'purchase request',
      await a.client.post('/api/marketplace/purchase-requests', {
        supplierId: b.user.id,
        items: [{ barcode: bLots[1].barcode, requestedQuantity: quantity }],
      }),
    ) as { id: number };
  const approve = async (id: number) =>
    ok('approval', await b.client.post(`/api/marketplace/purchase-request/${id}/approve`, {}));
  const bought = await ask(6);
  await approve(bought.id);
  ok('receive', await a.client.post(`/api/marketplace/purchase-requests/${bought.id}/receive`, {}));
  const approvedNotReceived = await ask(3);
  await approve(approvedNotReceived.id);
  const pendingRequest = await ask(2);

  ok(
    'payment recorded by the creditor',
    await b.client.post('/api/transfer-payments', { fromUserId: a.user.id, toUserId: b.user.id, amount: '1.00' }),
  );
  // A claim of A's that B has not answered. Written straight into the table: on this branch the
  // debtor's payment counts at once (the claim route is lane money's).
  await t.database.db.insert(transferPayments).values({
    ownerId: a.user.id,
    toOwnerId: b.user.id,
    amount: '2.00',
    recordedBy: a.user.id,
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
