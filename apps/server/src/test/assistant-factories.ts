import type { ChatAnswer } from '@assist/domain';
import { expect } from 'vitest';
import { signedInOwner } from './factories.js';
import { addProduct, createSupplier, daysFromToday, productRow, uniqueBarcode } from './inventory-factories.js';
import { saleBody, sell } from './sales-factories.js';
import type { Client, TestApp } from './test-app.js';

/** Today in UTC, the test owners' time zone (users.time_zone defaults to UTC). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Asks the assistant and answers its reply (failing on anything but 200). */
export async function ask(client: Client, message: string, conversationHistory: unknown[] = []): Promise<ChatAnswer> {
  const response = await client.post('/api/ai/chat', { message, conversationHistory });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChatAnswer;
}

/**
 * The hand-computed pharmacy the assistant is asked about (time zone UTC, currency USD):
 *   Panadol Extra 500mg, 12 a box, cost 6.00 and price 12.00 a box: 2 boxes (+365 days) and
 *     1 box (+200 days) from MedSupply Co. (orders 12.00 + 6.00); 1 box sold today -> 24 units left
 *   Amoxicillin 250mg Syrup, single units: 5 (MedSupply, 5 x 4.00 = 20.00) -> low
 *   Vitamin C 1000mg, 10 a box: 2 boxes expiring today (Tigris Pharma, 2 x 3.00 = 6.00)
 *   today: revenue 12.00, profit 6.00, 1 sale; MedSupply owed 38.00, Tigris 6.00, 44.00 in all
 *   shortage notebook today: Insulin pens (urgent)
 */
export async function seededPharmacy(t: TestApp) {
  const owner = await signedInOwner(t);
  const medSupply = await createSupplier(owner.client, { name: 'MedSupply Co.' });
  const tigris = await createSupplier(owner.client, { name: 'Tigris Pharma', phone: '+964 780 555 0101' });
  const barcode = uniqueBarcode();
  const panadol = { productName: 'Panadol Extra 500mg', barcode, unitsPerBox: 12, costPrice: 6, retailPrice: 12 };
  const first = await addProduct(
    owner.client,
    productRow(medSupply, { ...panadol, quantity: 2, expiryDate: daysFromToday(365) }),
  );
  await addProduct(owner.client, productRow(medSupply, { ...panadol, quantity: 1, expiryDate: daysFromToday(200) }));
  await addProduct(
    owner.client,
    productRow(medSupply, {
      productName: 'Amoxicillin 250mg Syrup',
      quantity: 5,
      unitsPerBox: 1,
      costPrice: 4,
      retailPrice: 7,
    }),
  );
  await addProduct(
    owner.client,
    productRow(tigris, {
      productName: 'Vitamin C 1000mg',
      quantity: 2,
      unitsPerBox: 10,
      costPrice: 3,
      retailPrice: 5,
      expiryDate: utcToday(),
    }),
  );
  const sold = await sell(owner.client, saleBody([{ inventoryId: first.inventoryId, quantity: 1, unitType: 'box' }]));
  expect(sold.statusCode, sold.body).toBe(201);
  const noted = await owner.client.post('/api/shortage-items', { productName: 'Insulin pens', priority: 'urgent' });
  expect(noted.statusCode, noted.body).toBe(201);
  return owner;
}

/**
 * Another business with a product of the same name and other figures, which no answer to the
 * first may ever show: Panadol Extra 500mg 9 boxes (108 units), Zinc Drops 3 units (low),
 * Rival Cream expiring today, Rival Supplies owed 999.00, shortage "Rival shortage item".
 */
export async function rivalPharmacy(t: TestApp) {
  const owner = await signedInOwner(t);
  const supplier = await createSupplier(owner.client, { name: 'Rival Supplies' });
  await addProduct(
    owner.client,
    productRow(supplier, { productName: 'Panadol Extra 500mg', quantity: 9, unitsPerBox: 12, costPrice: 100 }),
  );
  await addProduct(
    owner.client,
    productRow(supplier, { productName: 'Zinc Drops', quantity: 3, unitsPerBox: 1, costPrice: 33 }),
  );
  await addProduct(
    owner.client,
    productRow(supplier, {
      productName: 'Rival Cream',
      quantity: 1,
      unitsPerBox: 1,
      costPrice: 0,
      expiryDate: utcToday(),
    }),
  );
  await owner.client.post('/api/shortage-items', { productName: 'Rival shortage item' });
  return owner;
}
