import { maxReceiptBytes } from '@assist/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expenseReceipts } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';
import { multipartUpload } from '../../test/uploads.js';

const t = useTestApp();

const photo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: '#f4f1e8' } })
    [format]()
    .toBuffer();

const upload = (client: Client, data: Buffer, filename = 'receipt.png', contentType = 'image/png') =>
  client.send(multipartUpload('/api/expenses/receipts', 'receipt', { filename, contentType, data }));

const rent = { title: 'Shop rent', amount: 450, category: 'rent', expenseDate: '2026-11-01' };

async function storedReceipt(client: Client, data?: Buffer) {
  const response = await upload(client, data ?? (await photo('png')));
  if (response.statusCode !== 201) throw new Error(`receipt not stored: ${response.body}`);
  return response.json() as { id: number; receiptImageUrl: string; contentType: string; byteSize: number };
}

describe('receipt images', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s and serves it back to its tenant only', async (format) => {
    const { client } = await signedInOwner(t);
    const image = await photo(format);
    // The browser's claimed type does not count; the bytes do.
    const stored = await upload(client, image, 'photo.bin', 'application/octet-stream');
    expect(stored.statusCode, stored.body).toBe(201);
    const body = stored.json();
    expect(body).toEqual({
      id: expect.any(Number),
      receiptImageUrl: `/api/expenses/receipts/${body.id}`,
      contentType: `image/${format}`,
      byteSize: image.length,
    });

    const served = await client.get(body.receiptImageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.equals(image)).toBe(true);

    const other = await signedInOwner(t);
    const stranger = await other.client.get(body.receiptImageUrl);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.rawPayload.includes(image)).toBe(false);
  });

  it('refuses files that are not JPEG, PNG or WebP by their bytes, whatever they claim', async () => {
    const { client } = await signedInOwner(t);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [data, name, type] of [
      [Buffer.from('not really a png'), 'fake.png', 'image/png'],
      [Buffer.from('%PDF-1.7\n'), 'receipt.pdf', 'application/pdf'],
      [gif, 'receipt.gif', 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'receipt.svg', 'image/svg+xml'],
    ] as const) {
      const response = await upload(client, data, name, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe('The receipt must be a JPEG, PNG or WebP image');
    }
    const none = await client.post('/api/expenses/receipts', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose a receipt image');
  });

  it('takes an image of exactly 5 MB and refuses one byte more, and a 12 MB file', async () => {
    const { client } = await signedInOwner(t);
    const png = await photo('png');
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    expect((await upload(client, padded(maxReceiptBytes))).statusCode).toBe(201);
    for (const size of [maxReceiptBytes + 1, 12 * 1024 * 1024]) {
      const response = await upload(client, padded(size));
      expect(response.statusCode, String(size)).toBe(413);
      expect(response.json().message).toBe('The receipt image must be 5 MB or smaller');
    }
  });

  it('links a receipt to an expense, replaces it on edit and deletes it with the expense', async () => {
    const { client } = await signedInOwner(t);
    const first = await storedReceipt(client);
    const created = await client.post('/api/expenses', { ...rent, receiptImageUrl: first.receiptImageUrl });
    expect(created.statusCode).toBe(201);
    expect(created.json().receiptImageUrl).toBe(first.receiptImageUrl);

    const second = await storedReceipt(client, await photo('jpeg'));
    const edited = await client.put(`/api/expenses/${created.json().id}`, {
      ...rent,
      receiptImageUrl: second.receiptImageUrl,
    });
    expect(edited.json().receiptImageUrl).toBe(second.receiptImageUrl);
    expect((await client.get(first.receiptImageUrl)).statusCode).toBe(404);
    expect((await client.get(second.receiptImageUrl)).statusCode).toBe(200);

    expect((await client.delete(`/api/expenses/${created.json().id}`)).statusCode).toBe(204);
    expect((await client.get(second.receiptImageUrl)).statusCode).toBe(404);
  });

  it('removes a receipt when the edit clears it', async () => {
    const { client } = await signedInOwner(t);
    const receipt = await storedReceipt(client);
    const created = (await client.post('/api/expenses', { ...rent, receiptImageUrl: receipt.receiptImageUrl })).json();
    const edited = await client.put(`/api/expenses/${created.id}`, { ...rent, receiptImageUrl: null });
    expect(edited.json().receiptImageUrl).toBeNull();
    expect((await client.get(receipt.receiptImageUrl)).statusCode).toBe(404);
  });

  it('will not attach another tenant’s receipt to an expense', async () => {
    const theirs = await signedInOwner(t);
    const receipt = await storedReceipt(theirs.client);
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/expenses', { ...rent, receiptImageUrl: receipt.receiptImageUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The receipt image was not found. Please upload it again.');
    expect((await client.get('/api/expenses')).json()).toEqual([]);
    expect((await theirs.client.get(receipt.receiptImageUrl)).statusCode).toBe(200);
  });

  it('drops receipts picked a day ago but never saved with an expense, keeps used ones', async () => {
    const { client } = await signedInOwner(t);
    const abandoned = await storedReceipt(client);
    const used = await storedReceipt(client);
    await client.post('/api/expenses', { ...rent, receiptImageUrl: used.receiptImageUrl });
    for (const id of [abandoned.id, used.id]) {
      await t.database.db
        .update(expenseReceipts)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(expenseReceipts.id, id));
    }
    await storedReceipt(client);
    expect((await client.get(abandoned.receiptImageUrl)).statusCode).toBe(404);
    expect((await client.get(used.receiptImageUrl)).statusCode).toBe(200);
  });

  it('limits a tenant to 60 receipt uploads an hour', async () => {
    const { client } = await signedInOwner(t);
    const image = await photo('png');
    for (let i = 0; i < 60; i += 1) expect((await upload(client, image)).statusCode).toBe(201);
    const over = await upload(client, image);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many receipt uploads. Please wait an hour and try again.');
    const other = await signedInOwner(t);
    expect((await upload(other.client, image)).statusCode).toBe(201);
  });
});
