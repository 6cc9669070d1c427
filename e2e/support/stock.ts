import { type APIRequestContext, expect } from '@playwright/test';

/** A calendar day `days` from today, "YYYY-MM-DD" (local time, as the till counts expiry). */
export function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface LotSpec {
  boxes: number;
  expiryDate: string;
}

/**
 * Receives one product in several lots (one per expiry date) through the API, as Inventory's Add
 * Product does: 10 units a box at 5,000 IQD a box, from the business's first supplier, unless told.
 * Answers the lots' inventory ids.
 */
export async function receiveLots(
  request: APIRequestContext,
  product: {
    name: string;
    barcode: string;
    unitsPerBox?: number;
    costPrice?: number;
    retailPrice?: number | string;
    supplierId?: number;
  },
  lots: LotSpec[],
): Promise<number[]> {
  const supplierId = product.supplierId ?? (await (await request.get('/api/suppliers')).json())[0].id;
  const ids: number[] = [];
  for (const lot of lots) {
    const answer = await request.post('/api/inventory/add-product', {
      data: {
        productName: product.name,
        barcode: product.barcode,
        category: 'medications',
        supplierId,
        orderId: `E2E-LOTS-${product.barcode}`,
        quantity: lot.boxes,
        unitsPerBox: product.unitsPerBox ?? 10,
        costPrice: product.costPrice ?? 3000,
        retailPrice: product.retailPrice ?? 5000,
        expiryDate: lot.expiryDate,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    ids.push((await answer.json()).inventoryId);
  }
  return ids;
}

/**
 * A supplier of the business's own, made through the API, with one received invoice (`orderId`) of
 * 3 boxes at 4,000: 12,000 owed, what Pay Outstanding lists. Answers the supplier's id.
 */
export async function owingSupplier(
  request: APIRequestContext,
  supplier: { name: string; productName: string; barcode: string; orderId: string },
): Promise<number> {
  const made = await request.post('/api/suppliers', {
    data: { name: supplier.name, contact: 'Omar Saleh', phone: '+964 771 000 1122' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const suppliers = (await (await request.get('/api/suppliers')).json()) as { id: number; name: string }[];
  const supplierId = suppliers.find((one) => one.name === supplier.name)!.id;
  const received = await request.post('/api/inventory/add-product', {
    data: {
      productName: supplier.productName,
      barcode: supplier.barcode,
      category: 'medications',
      supplierId,
      orderId: supplier.orderId,
      quantity: 3,
      unitsPerBox: 10,
      costPrice: 4000,
      retailPrice: 6000,
      expiryDate: '2031-06-01',
    },
  });
  expect(received.ok(), await received.text()).toBe(true);
  return supplierId;
}
