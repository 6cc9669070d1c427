import type { Plan } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { signedInOwner } from './factories.js';
import { addProduct, createSupplier, productRow, uniqueBarcode } from './inventory-factories.js';
import type { Client, TestApp } from './test-app.js';

/**
 * A supplier account (plan advance: it holds stock) with its marketplace, signed in. `stock`
 * receives a lot into its inventory (quantity in boxes).
 */
export async function marketSupplier(
  t: TestApp,
  options: {
    plan?: Plan;
    supplierType?: 'pharmaceutical' | 'general';
    marketplace?: Record<string, unknown> | false;
  } = {},
) {
  const owner = await signedInOwner(t, { userType: 'supplier', plan: options.plan ?? 'advance' });
  const patch = { businessName: `Supplier ${owner.user.id}`, supplierType: options.supplierType ?? 'pharmaceutical' };
  await t.database.db.update(users).set(patch).where(eq(users.id, owner.user.id));
  let marketplaceId = 0;
  if (options.marketplace !== false) {
    const response = await owner.client.post('/api/marketplace/create', options.marketplace ?? {});
    expect(response.statusCode, response.body).toBe(201);
    marketplaceId = response.json().id;
  }
  let ownSupplierId: number | undefined;
  const stock = async (overrides: Record<string, unknown> = {}) => {
    ownSupplierId ??= await createSupplier(owner.client, { name: 'Manufacturer' });
    const row = productRow(ownSupplierId, { barcode: uniqueBarcode(), ...overrides });
    const added = await addProduct(owner.client, row);
    return { ...added, barcode: row.barcode as string };
  };
  return { ...owner, user: { ...owner.user, ...patch }, marketplaceId, stock };
}

/** A retailer (plan basic unless said: the marketplace is open to every plan), signed in. */
export async function marketRetailer(
  t: TestApp,
  options: { plan?: Plan; retailerType?: 'pharmacy' | 'general_store' } = {},
) {
  const owner = await signedInOwner(t, { userType: 'retailer', plan: options.plan ?? 'basic' });
  const patch = { businessName: `Retailer ${owner.user.id}`, retailerType: options.retailerType ?? 'pharmacy' };
  await t.database.db.update(users).set(patch).where(eq(users.id, owner.user.id));
  return { ...owner, user: { ...owner.user, ...patch } };
}

type Supplier = Awaited<ReturnType<typeof marketSupplier>>;

/** The retailer asks for access; the supplier approves when the marketplace requires it. */
export async function grantAccess(supplier: Supplier, retailer: Client) {
  const asked = await retailer.post('/api/marketplace/request-access', {
    marketplaceId: supplier.marketplaceId,
    supplierId: supplier.user.id,
    requestMessage: 'Please let us order',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  if (asked.json().status === 'pending') {
    const approved = await supplier.client.post(`/api/marketplace/join-request/${asked.json().id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return asked.json().id as number;
}

/** Sends a purchase request (201 expected) and answers it. */
export async function askToBuy(
  retailer: Client,
  supplierId: number,
  items: { barcode: string; requestedQuantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const response = await retailer.post('/api/marketplace/purchase-requests', { supplierId, items, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PurchaseRequestBody;
}

export interface PurchaseRequestBody {
  id: number;
  status: string;
  totalAmount: string | null;
  transferId: number | null;
  transferStatus: string | null;
  items: {
    id: number;
    barcode: string;
    requestedQuantity: number;
    approvedQuantity: number | null;
    unitPrice: string | null;
  }[];
}
