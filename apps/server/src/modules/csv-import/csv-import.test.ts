import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { multipartUpload } from '../../test/uploads.js';

const t = useTestApp();

const csvFile = (data: string | Buffer, filename = 'stock.csv', contentType = 'text/csv') =>
  multipartUpload('/api/inventory/csv-import', 'csv', { filename, contentType, data });

/** A pharmacy's export: BOM, Windows line ends, mixed-case headers, good and bad rows, one without barcode. */
const exportText = [
  'Name,BARCODE,Category,Quantity,Cost_Price,Retail_Price,Units_Per_Box,Expiration_Date',
  'Paracetamol 500mg,6221000000011,Medicines,10,1.50,2.50,20,2027-06-30',
  'Vitamin C 1000mg,,vitamins,5,4,6.75,30,2027-01-15',
  'Ibuprofen 400mg,6221000000028,medications,3,$12,15,10,2027-03-01',
  ',6221000000035,other,1,1,2,1,2027-03-01',
  'Omeprazole 20mg,6221000000042,medications,2,5,7,14,01/03/2027',
  '',
  'Gauze Pads,6221000000059,first-aid,8,12 IQD,2,1,2028-01-01',
  'Baby Wipes,,baby-care,4,,,,',
].join('\r\n');

describe('CSV import into a draft batch', () => {
  it('imports good rows, reports bad ones with their lines, generates barcodes (BOM, CRLF)', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.send(csvFile(`\uFEFF${exportText}\r\n`));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ savedToDrafts: true, totalRows: 7, importedRows: 3 });
    expect(body.message).toBe('Imported 3 of 7 rows into a draft; 4 skipped.');
    expect(body.skippedRows).toEqual([
      expect.objectContaining({ line: 4, name: 'Ibuprofen 400mg', column: 'cost_price', value: '$12' }),
      expect.objectContaining({ line: 5, name: null, reason: 'Name is required' }),
      expect.objectContaining({ line: 6, column: 'expiration_date', reason: 'Dates must be written YYYY-MM-DD' }),
      expect.objectContaining({ line: 8, name: 'Gauze Pads', value: '12 IQD' }),
    ]);

    const batch = (await client.get(`/api/inventory/drafts/${body.draftId}/batch`)).json();
    expect(batch.draft).toMatchObject({ id: body.draftId, draftType: 'csv-batch', supplierId: null, orderId: null });
    expect(batch.importInfo).toMatchObject({ totalRows: 7, importedRows: 3, fileName: 'stock.csv' });
    expect(batch.skippedRows).toEqual(body.skippedRows);
    expect(batch.products).toEqual([
      {
        id: 'line-2',
        name: 'Paracetamol 500mg',
        barcode: '6221000000011',
        category: 'medications',
        quantity: 10,
        quantityType: 'box',
        unitsPerBox: 20,
        costPrice: '1.50',
        retailPrice: '2.50',
        expirationDate: '2027-06-30',
        batchNumber: null,
        supplierId: null,
      },
      expect.objectContaining({ id: 'line-3', name: 'Vitamin C 1000mg', barcode: expect.stringMatching(/^GEN-/) }),
      expect.objectContaining({
        id: 'line-9',
        name: 'Baby Wipes',
        category: 'baby_care',
        costPrice: null,
        quantity: 4,
      }),
    ]);
    expect(batch.products[1].barcode).not.toBe(batch.products[2].barcode);

    const [listed] = (await client.get('/api/inventory/drafts')).json();
    expect(listed).toMatchObject({ id: body.draftId, draftType: 'csv-batch', productCount: 3 });
    expect(listed.sourceData.products).toBeUndefined();
    expect(listed.sourceData.importInfo).toMatchObject({ importedRows: 3 });
  });

  it('takes a Windows browser’s CSV type and plain LF files', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.send(csvFile('name\nAspirin\n', 'list.CSV', 'application/vnd.ms-excel'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ totalRows: 1, importedRows: 1, skippedRows: [] });
  });

  it.each([
    [() => csvFile('name\nA\n', 'photo.png', 'image/png'), 'Please select a CSV file'],
    [() => ({ method: 'POST' as const, url: '/api/inventory/csv-import', payload: {} }), 'No File Selected'],
    [
      () =>
        multipartUpload('/api/inventory/csv-import', 'other', {
          filename: 'a.csv',
          contentType: 'text/csv',
          data: 'name\nA',
        }),
      'No File Selected',
    ],
    [() => csvFile('sku,qty\n1,2\n'), 'The CSV file needs a "name" column.'],
    [() => csvFile('name\r\n'), 'The CSV file has no product rows.'],
    [
      () => csvFile(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x41])),
      'The CSV file could not be read as text (save it as UTF-8 CSV).',
    ],
    [
      () => csvFile('name,cost_price\nA,$1\n'),
      'No row of the CSV file could be imported. See the reason given for each line.',
    ],
  ])('answers 400: %#', async (request, message) => {
    const { client } = await signedInOwner(t);
    const response = await client.send(request());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);
  });

  it('offers the template as a CSV download', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.get('/api/inventory/csv-template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inventory-template.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'name,barcode,category,quantity,cost_price,retail_price,units_per_box,expiration_date,batch_number',
    );
    expect(lines).toHaveLength(3);
    const reimported = await client.send(csvFile(response.body, 'inventory-template.csv'));
    expect(reimported.json()).toMatchObject({ importedRows: 2, skippedRows: [] });
  });
});
