import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import {
  addProduct,
  createSupplier,
  daysFromToday,
  productRow,
  uniqueBarcode,
} from '../../test/inventory-factories.js';
import { saleBody, sell } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { multipartUpload } from '../../test/uploads.js';

const t = useTestApp();

async function owner() {
  const signed = await signedInOwner(t);
  return { ...signed, supplierId: await createSupplier(signed.client) };
}

interface Item {
  id: number;
  batchNumber: string | null;
  availableUnits: number;
  product: { name: string };
}

describe('a lot carries its batch number', () => {
  it('receiving another batch of the same product and expiry makes another lot; the same batch adds to its lot', async () => {
    const { client, supplierId } = await owner();
    const barcode = uniqueBarcode();
    const expiry = daysFromToday(300);
    const row = productRow(supplierId, { barcode, expiryDate: expiry, quantity: 1, unitsPerBox: 10 });
    const first = await addProduct(client, { ...row, batchNumber: ' B2406A ' });
    const second = await addProduct(client, { ...row, batchNumber: 'B2407C' });
    const again = await addProduct(client, { ...row, batchNumber: 'B2406A' });
    const none = await addProduct(client, row);
    expect(second.inventoryId).not.toBe(first.inventoryId);
    expect(again).toMatchObject({ inventoryId: first.inventoryId, batchNumber: 'B2406A' });
    expect(none).toMatchObject({ batchNumber: null, expiryDatesCount: 3 });

    const items: Item[] = (await client.get('/api/inventory?sortBy=expiry')).json().items;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(first.inventoryId)).toMatchObject({ batchNumber: 'B2406A', availableUnits: 20 });
    expect(byId.get(second.inventoryId)).toMatchObject({ batchNumber: 'B2407C', availableUnits: 10 });
    expect(byId.get(none.inventoryId)).toMatchObject({ batchNumber: null, availableUnits: 10 });
  });

  it('the inventory search matches a batch number; the lot picker, history and edit show and change it', async () => {
    const { client, supplierId } = await owner();
    const lot = await addProduct(
      client,
      productRow(supplierId, { productName: 'Amoxicillin 500mg', batchNumber: 'AMX-77Q' }),
    );
    await addProduct(client, productRow(supplierId, { productName: 'Cetirizine 10mg' }));

    const found = (await client.get('/api/inventory?search=amx-77')).json();
    expect(found.items.map((item: Item) => [item.product.name, item.batchNumber])).toEqual([
      ['Amoxicillin 500mg', 'AMX-77Q'],
    ]);

    const history = (await client.get(`/api/inventory/${lot.inventoryId}/expiry-history`)).json();
    expect(history[0]).toMatchObject({ inventoryId: lot.inventoryId, batchNumber: 'AMX-77Q' });

    const edited = await client.put(`/api/inventory/${lot.inventoryId}`, { batchNumber: 'AMX-78R' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ batchNumber: 'AMX-78R' });
    const kept = await client.put(`/api/inventory/${lot.inventoryId}`, { retailPrice: '3.00' });
    expect(kept.json()).toMatchObject({ batchNumber: 'AMX-78R', retailPrice: '3.00' });
    const cleared = await client.put(`/api/inventory/${lot.inventoryId}`, { batchNumber: '' });
    expect(cleared.json()).toMatchObject({ batchNumber: null });

    const tooLong = await client.put(`/api/inventory/${lot.inventoryId}`, { batchNumber: 'X'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({ code: 'batch_number_too_long' });
    const items: Item[] = (await client.get('/api/inventory?search=amoxicillin')).json().items;
    expect(items.map((item) => item.batchNumber)).toEqual([null]);
  });

  it('a CSV batchNumber column goes into the lot, and the sale sells from it', async () => {
    const { client, supplierId } = await owner();
    const barcode = uniqueBarcode();
    const expiry = daysFromToday(400);
    const csv = [
      'name,barcode,quantity,cost_price,retail_price,units_per_box,expiration_date,batchNumber',
      `Azithromycin 250mg,${barcode},2,3.00,5.00,6,${expiry},AZ2409`,
    ].join('\n');
    const upload = await client.send(
      multipartUpload('/api/inventory/csv-import', 'csv', { filename: 'b.csv', contentType: 'text/csv', data: csv }),
    );
    expect(upload.statusCode).toBe(201);
    const draftId = upload.json().draftId;
    const rows = (await client.get(`/api/inventory/drafts/${draftId}/batch`)).json().products;
    expect(rows[0]).toMatchObject({ name: 'Azithromycin 250mg', batchNumber: 'AZ2409' });
    const saved = await client.post('/api/inventory/drafts/bulk-save', {
      draftType: 'csv-batch',
      draftId,
      products: rows.map((row: object) => ({ ...row, supplierId })),
      supplierId,
      orderId: 'CSV-AZ',
    });
    expect(saved.statusCode).toBe(200);
    const [item] = (await client.get(`/api/inventory?search=${barcode}`)).json().items as Item[];
    expect(item).toMatchObject({ batchNumber: 'AZ2409', availableUnits: 12 });

    const sale = await sell(client, saleBody([{ inventoryId: item!.id, quantity: 2, unitType: 'unit' }]));
    expect(sale.statusCode).toBe(201);
    const after = (await client.get(`/api/inventory?search=${barcode}`)).json().items;
    expect(after).toEqual([expect.objectContaining({ batchNumber: 'AZ2409', availableUnits: 10 })]);
  });
});
