import { randomUUID } from 'node:crypto';
import type { FuzzCaller } from './fuzz-client.js';

/**
 * Gives the fuzzing owner one of each object (supplier, products with lots, a sale, an expense, a
 * held cart, a draft), so the small ids the examples draw (1, 2, ...) often name real objects and
 * mutations reach past "not found" into the routes' own work.
 */
export async function seedTenant(owner: FuzzCaller): Promise<void> {
  const post = async (url: string, body: unknown) => {
    const response = await owner.send({ method: 'POST', url, payload: body as Record<string, unknown> });
    if (response.statusCode >= 300) throw new Error(`seeding ${url} failed: ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const supplier = await post('/api/suppliers', { name: 'Fuzz Pharma', contact: 'Sami', phone: '+964 780 222 3344' });
  const lots: number[] = [];
  for (const [i, name] of ['Panadol 500mg', 'Vitamin C 1000mg', 'Zinc 50mg'].entries()) {
    const lot = await post('/api/inventory/add-product', {
      productName: name,
      barcode: `6229900000${i}`,
      category: 'medications',
      supplierId: supplier.id,
      orderId: 'FUZZ-1',
      quantity: 5,
      unitsPerBox: 10,
      costPrice: 1.5,
      retailPrice: 2.5,
      expiryDate: '2031-06-30',
    });
    lots.push(Number(lot.inventoryId));
  }
  await post('/api/sales', {
    clientSaleId: randomUUID(),
    items: lots.map((inventoryId) => ({ inventoryId, quantity: 2, unitType: 'unit' })),
    paymentMethod: 'cash',
  });
  await post('/api/expenses', { title: 'Shop rent', amount: 450, category: 'rent', expenseDate: '2026-11-01' });
  await post('/api/pos/cart-drafts', { draftName: 'Table 4' });
  await post('/api/inventory/drafts', { productName: 'Amoxicillin 500mg', barcode: '6229900009' });
}
