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
