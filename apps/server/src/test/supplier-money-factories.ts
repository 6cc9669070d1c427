import type { Client } from './test-app.js';
import { addProduct, createSupplier, productRow } from './inventory-factories.js';

/** A supplier of the signed-in tenant with orders received through the API. */
export async function supplierWithOrders(
  client: Client,
  orders: { ref: string; quantity: number; costPrice: string; unitsPerBox?: number }[],
  supplier: Record<string, unknown> = {},
) {
  const supplierId = await createSupplier(client, supplier);
  const lots: number[] = [];
  for (const order of orders) {
    const added = await addProduct(
      client,
      productRow(supplierId, {
        orderId: order.ref,
        quantity: order.quantity,
        costPrice: order.costPrice,
        unitsPerBox: order.unitsPerBox ?? 10,
      }),
    );
    lots.push(added.inventoryId);
  }
  const list = (await client.get(`/api/orders/supplier/${supplierId}`)).json() as { id: number; orderId: string }[];
  const orderIds = Object.fromEntries(list.map((o) => [o.orderId, o.id])) as Record<string, number>;
  return { supplierId, orderIds, lots };
}

export async function balanceOf(client: Client, supplierId: number): Promise<string> {
  return (await client.get(`/api/suppliers/${supplierId}`)).json().outstandingBalance;
}

/** The first line of an order, as the order details dialog shows it. */
export async function firstLine(client: Client, orderId: number) {
  const details = (await client.get(`/api/orders/${orderId}/details`)).json();
  return details.items[0] as {
    id: number;
    productName: string;
    barcode: string;
    quantity: number;
    returnedQuantity: number;
    costPrice: string;
  };
}

/** The orders dialog's return body for a line. */
export function lineReturn(
  orderId: number,
  line: Awaited<ReturnType<typeof firstLine>>,
  quantity: number,
  reason = 'Damaged boxes',
) {
  return {
    orderId,
    itemId: line.id,
    productName: line.productName,
    barcode: line.barcode,
    quantity,
    costPrice: line.costPrice,
    reason,
  };
}

/** The Returns page's body for a lot. */
export function pageReturn(inventoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'supplier_order',
    inventoryId,
    quantity: 5,
    returnReason: 'Boxes arrived crushed',
    returnType: 'damaged',
    unitPrice: '0.40',
    notes: '',
    ...overrides,
  };
}
