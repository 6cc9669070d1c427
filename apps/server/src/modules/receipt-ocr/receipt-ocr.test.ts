import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier } from '../../test/inventory-factories.js';
import { blankImage, renderReceipt } from '../../test/receipt-image.js';
import { useTestApp } from '../../test/test-app.js';
import { multipartUpload } from '../../test/uploads.js';

const t = useTestApp();

const receiptUpload = (data: Buffer, filename = 'receipt.png', contentType = 'image/png') =>
  multipartUpload('/api/inventory/ocr-receipt', 'receipt', { filename, contentType, data });

/** Few recognitions (each ~0.3-1 s once the worker is up): one receipt per supplier case, one blank. */
describe('the receipt scanner (tesseract.js, English and Arabic data from npm)', () => {
  it('reads products, date and total of a printed receipt and creates no supplier', async () => {
    const { client } = await signedInOwner(t);
    const image = await renderReceipt([
      'Al-Rafidain Medical Supplies',
      'Tel: 0770 123 4567',
      'Date: 14/03/2026',
      'Invoice No. INV-2041',
      '',
      'Paracetamol 500mg x2 3.50',
      '2 Amoxicillin 250mg 7,000',
      'Vitamin C 1000mg x3 12.00',
      '',
      'TOTAL 7,015.50',
    ]);
    const response = await client.send(receiptUpload(image));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.extractedData).toEqual({
      products: [
        { name: 'Paracetamol 500mg', quantity: 2, price: '1.75', lineTotal: '3.50', batchNumber: null },
        { name: 'Amoxicillin 250mg', quantity: 2, price: '3500.00', lineTotal: '7000.00', batchNumber: null },
        { name: 'Vitamin C 1000mg', quantity: 3, price: '4.00', lineTotal: '12.00', batchNumber: null },
      ],
      supplier: { name: 'Al-Rafidain Medical Supplies', phone: '0770 123 4567' },
      receiptDate: '2026-03-14',
      totalAmount: '7015.50',
    });
    expect(body.supplierCreated).toBe(false);
    expect(body.detectedSupplier).toBeNull();
    expect(body.message).toBe('Found 3 products on the receipt. Check them before saving.');
    expect((await client.get('/api/suppliers')).json()).toEqual([]);
  });

  it('matches "MedSupply Co" on the receipt to the tenant’s "MedSupply Co." and creates none', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client, { name: 'MedSupply Co.', phone: '+964 780 222 3344' });
    const image = await renderReceipt(['MedSupply Co', 'Cetirizine 10mg 2 x 1.50 3.00', 'Total 3.00']);
    const body = (await client.send(receiptUpload(image))).json();
    expect(body.extractedData.supplier.name).toBe('MedSupply Co');
    expect(body.supplierCreated).toBe(false);
    expect(body.detectedSupplier).toMatchObject({ id: supplierId, name: 'MedSupply Co.' });
    expect((await client.get('/api/suppliers')).json()).toHaveLength(1);
  });

  it('matches the tenant’s supplier by phone and creates none; reads the lot printed under a line', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client, { name: 'Tigris Pharma', phone: '+964 780 555 0101' });
    const image = await renderReceipt([
      'TIGRIS PHARMACEUTICALS',
      'Phone: 0780 555 0101',
      'Omeprazole 20mg 2 x 3.25 6.50',
      'LOT: 240612',
      'Total 6.50',
    ]);
    const body = (await client.send(receiptUpload(image, 'scan.jpg', 'image/png'))).json();
    expect(body.supplierCreated).toBe(false);
    expect(body.detectedSupplier).toMatchObject({ id: supplierId, name: 'Tigris Pharma' });
    expect(body.extractedData.products).toEqual([
      { name: 'Omeprazole 20mg', quantity: 2, price: '3.25', lineTotal: '6.50', batchNumber: '240612' },
    ]);
    expect((await client.get('/api/suppliers')).json()).toHaveLength(1);
  });

  it('says clearly when a picture holds no receipt, and refuses files that are not images', async () => {
    const { client } = await signedInOwner(t);
    const blank = await client.send(receiptUpload(await blankImage(), 'white.jpg', 'image/jpeg'));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('No products found on this receipt. Try a clearer photo.');
    expect((await client.get('/api/suppliers')).json()).toEqual([]);

    const text = await client.send(receiptUpload(Buffer.from('name\nA\n'), 'list.csv', 'text/csv'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please select an image file');
    const fake = await client.send(receiptUpload(Buffer.from('not really a png'), 'fake.png', 'image/png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please select an image file');
    const none = await client.post('/api/inventory/ocr-receipt', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select an image file');
  });

  it('refuses a file over 10 MB', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.send(receiptUpload(Buffer.alloc(10 * 1024 * 1024 + 1), 'huge.png'));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large (at most 10 MB).');
  });
});
