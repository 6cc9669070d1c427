import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier, daysFromToday, uniqueBarcode } from '../../test/inventory-factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

interface Item {
  id: number;
  batchNumber: string | null;
  availableUnits: number;
}

const itemsOf = async (client: Client, barcode: string): Promise<Item[]> =>
  (await client.get(`/api/inventory?search=${barcode}`)).json().items;

const pendingDraft = async (client: Client, id: number) =>
  (await client.get('/api/inventory/drafts')).json().find((draft: { id: number }) => draft.id === id);

describe('drafts carry the batch number into the lot', () => {
  it('a single-product draft keeps its batch, shows it when reopened, and completing it makes a lot of that batch', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const barcode = uniqueBarcode();
    const created = await client.post('/api/inventory/drafts', {
      productName: 'Amoxicillin 500mg Capsules',
      barcode,
      quantity: 2,
      unitsPerBox: 10,
      costPrice: 3.2,
      retailPrice: 5,
      expiryDate: daysFromToday(300),
      batchNumber: ' AMX2406 ',
      supplierId,
      orderId: 'INV-B1',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ batchNumber: 'AMX2406' });
    expect(await pendingDraft(client, id)).toMatchObject({ batchNumber: 'AMX2406' });

    // An edit that leaves the batch out keeps it; one that sends it changes it.
    await client.put(`/api/inventory/drafts/${id}`, { quantity: 3 });
    expect(await pendingDraft(client, id)).toMatchObject({ quantity: 3, batchNumber: 'AMX2406' });
    const tooLong = await client.put(`/api/inventory/drafts/${id}`, { batchNumber: 'X'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({ code: 'batch_number_too_long' });
    expect(await pendingDraft(client, id)).toMatchObject({ batchNumber: 'AMX2406' });

    const completed = await client.put(`/api/inventory/drafts/${id}`, { batchNumber: 'AMX2407', isCompleted: true });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ batchNumber: 'AMX2407', received: { batchNumber: 'AMX2407' } });
    expect(await itemsOf(client, barcode)).toEqual([
      expect.objectContaining({
        id: completed.json().received.inventoryId,
        batchNumber: 'AMX2407',
        availableUnits: 30,
      }),
    ]);
  });

  it('a blank batch clears it, and the completed lot has none', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const barcode = uniqueBarcode();
    const body = { productName: 'Cetirizine 10mg', barcode, quantity: 1, costPrice: 1, retailPrice: 2 };
    const draft = (
      await client.post('/api/inventory/drafts', {
        ...body,
        expiryDate: daysFromToday(200),
        batchNumber: 'CT-1',
        supplierId,
        orderId: 'INV-B2',
      })
    ).json();
    const cleared = await client.put(`/api/inventory/drafts/${draft.id}`, { batchNumber: '' });
    expect(cleared.json()).toMatchObject({ batchNumber: null });
    await client.put(`/api/inventory/drafts/${draft.id}`, { isCompleted: true });
    expect(await itemsOf(client, barcode)).toEqual([expect.objectContaining({ batchNumber: null })]);
  });

  it('a multi-product draft keeps each row batch, and saving it puts each row into a lot of its batch', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const [first, second] = [uniqueBarcode(), uniqueBarcode()];
    const row = { quantity: 1, quantityType: 'box', unitsPerBox: 10, costPrice: 1, retailPrice: 2 };
    const expirationDate = daysFromToday(365);
    const created = await client.post('/api/inventory/drafts', {
      draftType: 'manual',
      sourceData: {
        supplierId,
        orderId: 'INV-M1',
        products: [
          { ...row, name: 'Loratadine 10mg', barcode: first, expirationDate, batchNumber: 'LR-24A' },
          { ...row, name: 'Ibuprofen 400mg', barcode: second, expirationDate, batchNumber: null },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const reopened = await pendingDraft(client, created.json().id);
    const rows = reopened.sourceData.products;
    expect(rows.map((p: { batchNumber: string | null }) => p.batchNumber)).toEqual(['LR-24A', null]);

    const saved = await client.post('/api/inventory/save-bulk', {
      products: rows,
      supplierId,
      orderId: 'INV-M1',
      draftId: reopened.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: 2, draftCompleted: true });
    expect(await itemsOf(client, first)).toEqual([
      expect.objectContaining({ batchNumber: 'LR-24A', availableUnits: 10 }),
    ]);
    expect(await itemsOf(client, second)).toEqual([expect.objectContaining({ batchNumber: null })]);
  });

  it('an OCR draft keeps its rows batch into the lots', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const barcode = uniqueBarcode();
    const product = {
      name: 'Omeprazole 20mg',
      barcode,
      quantity: 2,
      quantityType: 'box',
      unitsPerBox: 14,
      costPrice: 2,
      retailPrice: 3,
      expirationDate: daysFromToday(500),
      batchNumber: 'OM-5521',
    };
    const created = await client.post('/api/inventory/ocr-drafts', { products: [product], supplierId, orderId: 'R-1' });
    expect(created.statusCode).toBe(201);
    const rows = (await pendingDraft(client, created.json().id)).sourceData.products;
    expect(rows[0]).toMatchObject({ batchNumber: 'OM-5521' });
    const saved = await client.post('/api/inventory/save-bulk', {
      products: rows,
      supplierId,
      orderId: 'R-1',
      draftId: created.json().id,
    });
    expect(saved.statusCode).toBe(200);
    expect(await itemsOf(client, barcode)).toEqual([
      expect.objectContaining({ batchNumber: 'OM-5521', availableUnits: 28 }),
    ]);
  });
});
