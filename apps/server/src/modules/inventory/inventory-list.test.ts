import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { addProduct, createSupplier, daysFromToday, productRow } from '../../test/inventory-factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

interface Listed {
  id: number;
  productId: number;
  product: { name: string; barcode: string };
  availableUnits: number;
  expiryDate: string;
  expiryStatus: string;
}

/** A shop with four lots from two suppliers. */
async function stockedShop() {
  const { client } = await signedInOwner(t);
  const medSupply = await createSupplier(client, { name: 'MedSupply Co.' });
  const babyWorld = await createSupplier(client, { name: 'Baby World Trading' });
  await addProduct(
    client,
    productRow(medSupply, {
      productName: 'Paracetamol 500mg',
      barcode: '111222',
      quantity: 5,
      unitsPerBox: 10,
      expiryDate: daysFromToday(400),
    }),
  );
  await addProduct(
    client,
    productRow(medSupply, {
      productName: 'Amoxicillin 250mg',
      barcode: '333444',
      quantity: 1,
      unitsPerBox: 3,
      expiryDate: daysFromToday(20),
    }),
  );
  await addProduct(
    client,
    productRow(babyWorld, {
      productName: 'Baby Wipes 80',
      barcode: '555666',
      quantity: 2,
      unitsPerBox: 1,
      expiryDate: daysFromToday(-5),
    }),
  );
  await addProduct(
    client,
    productRow(babyWorld, {
      productName: 'Zinc Cream',
      barcode: '777888',
      quantity: 12,
      unitsPerBox: 2,
      expiryDate: daysFromToday(90),
    }),
  );
  return client;
}

async function list(client: Client, query: string) {
  const response = await client.get(`/api/inventory${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Listed[]; total: number; page: number; pageSize: number };
}

const names = (items: Listed[]) => items.map((i) => i.product.name);

describe('GET /api/inventory', () => {
  it('answers an empty page for a shop with no stock', async () => {
    const { client } = await signedInOwner(t);
    expect(await list(client, '')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('sorts by name by default, by nearest expiry, and by lowest stock', async () => {
    const client = await stockedShop();
    expect(names((await list(client, '')).items)).toEqual([
      'Amoxicillin 250mg',
      'Baby Wipes 80',
      'Paracetamol 500mg',
      'Zinc Cream',
    ]);
    expect(names((await list(client, '?sortBy=expiry')).items)).toEqual([
      'Baby Wipes 80',
      'Amoxicillin 250mg',
      'Zinc Cream',
      'Paracetamol 500mg',
    ]);
    expect(names((await list(client, '?sortBy=stock')).items)).toEqual([
      'Baby Wipes 80',
      'Amoxicillin 250mg',
      'Zinc Cream',
      'Paracetamol 500mg',
    ]);
    const units = (await list(client, '?sortBy=stock')).items.map((i) => i.availableUnits);
    expect(units).toEqual([2, 3, 24, 50]);
  });

  it('sorts by the product’s new name after a rename, by edit or by the name-conflict answer', async () => {
    const client = await stockedShop();
    const zinc = (await list(client, '?search=zinc')).items[0]!;
    const renamed = await client.put(`/api/products/${zinc.productId}`, { name: 'aloe Zinc Cream', barcode: '777888' });
    expect(renamed.statusCode).toBe(200);
    const paracetamol = productRow(await createSupplier(client, { name: 'Tigris Pharma' }), {
      productName: 'Zz Paracetamol 500mg',
      barcode: '111222',
      expiryDate: daysFromToday(30),
      updateProductName: true,
    });
    await addProduct(client, paracetamol);
    expect(names((await list(client, '')).items)).toEqual([
      'aloe Zinc Cream',
      'Amoxicillin 250mg',
      'Baby Wipes 80',
      'Zz Paracetamol 500mg',
      'Zz Paracetamol 500mg',
    ]);
  });

  it('badges expired, expiring soon and good lots', async () => {
    const client = await stockedShop();
    const byName = Object.fromEntries((await list(client, '')).items.map((i) => [i.product.name, i.expiryStatus]));
    expect(byName).toEqual({
      'Amoxicillin 250mg': 'expiring_soon',
      'Baby Wipes 80': 'expired',
      'Paracetamol 500mg': 'good',
      'Zinc Cream': 'good',
    });
  });

  it('searches product names, barcodes and supplier names, case-insensitively', async () => {
    const client = await stockedShop();
    expect(names((await list(client, '?search=PARACET')).items)).toEqual(['Paracetamol 500mg']);
    expect(names((await list(client, '?search=3344')).items)).toEqual(['Amoxicillin 250mg']);
    const bySupplier = await list(client, '?search=baby%20world');
    expect(bySupplier.total).toBe(2);
    expect(names(bySupplier.items)).toEqual(['Baby Wipes 80', 'Zinc Cream']);
    expect(await list(client, '?search=nothing-like-this')).toMatchObject({ items: [], total: 0 });
  });

  it('takes search wildcards literally', async () => {
    const client = await stockedShop();
    expect((await list(client, '?search=%25')).total).toBe(0);
    expect((await list(client, '?search=_')).total).toBe(0);
  });

  it('pages through the lots with the total of all matches', async () => {
    const client = await stockedShop();
    const first = await list(client, '?pageSize=3&page=1');
    const second = await list(client, '?pageSize=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(names(second.items)).toEqual(['Zinc Cream']);
    expect((await list(client, '?page=9')).items).toEqual([]);
    const searched = await list(client, '?search=baby%20world&pageSize=1&page=2');
    expect(searched).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(names(searched.items)).toEqual(['Zinc Cream']);
    expect(await list(client, '?search=baby%20world&pageSize=1&page=5')).toMatchObject({ items: [], total: 2 });
  });

  it('refuses a page size over 200 and an unknown sort', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/inventory?pageSize=500')).statusCode).toBe(400);
    expect((await client.get('/api/inventory?sortBy=price')).statusCode).toBe(400);
  });

  it('shows only the tenant’s own lots', async () => {
    await stockedShop();
    const { client } = await signedInOwner(t);
    expect((await list(client, '?search=Paracetamol')).total).toBe(0);
  });
});
