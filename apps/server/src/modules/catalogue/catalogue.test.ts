import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('products', () => {
  it('creates products, lists them by name and finds them by name or barcode', async () => {
    const { client } = await signedInOwner(t);
    const created = await client.post('/api/products', { name: 'Zinc Cream', barcode: '300', category: 'baby-care' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Zinc Cream',
      barcode: '300',
      category: 'baby_care',
    });
    await client.post('/api/products', { name: 'aspirin 100mg', barcode: '100' });
    await client.post('/api/products', { name: 'Bandage 5cm', barcode: '200', category: 'something new' });

    const list = (await client.get('/api/products')).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['aspirin 100mg', 'Bandage 5cm', 'Zinc Cream']);
    expect(list.map((p: { category: string }) => p.category)).toEqual(['none', 'other', 'baby_care']);
    expect((await client.get('/api/products?search=band')).json()).toHaveLength(1);
    expect((await client.get('/api/products?search=30')).json()[0].name).toBe('Zinc Cream');
  });

  it('refuses a barcode the tenant already has, but not one another tenant has', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await a.client.post('/api/products', { name: 'Gauze', barcode: '777' });
    const again = await a.client.post('/api/products', { name: 'Other gauze', barcode: '777' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'barcode_taken',
      message: 'A product with this barcode already exists.',
      error: 'barcode_taken',
    });
    expect((await b.client.post('/api/products', { name: 'Gauze', barcode: '777' })).statusCode).toBe(201);
  });

  it.each([
    [{ name: '', barcode: '1' }, 'Product name is required'],
    [{ name: 'Gauze', barcode: '' }, 'Barcode is required'],
  ])('refuses to create %j with "%s"', async (body, message) => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('edits name and barcode, refusing blanks and a barcode in use', async () => {
    const { client } = await signedInOwner(t);
    const gauze = (await client.post('/api/products', { name: 'Gauze', barcode: '1', category: 'first-aid' })).json();
    await client.post('/api/products', { name: 'Tape', barcode: '2' });

    const edited = await client.put(`/api/products/${gauze.id}`, { name: ' Gauze 10cm ', barcode: '11' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: gauze.id, name: 'Gauze 10cm', barcode: '11', category: 'first_aid' });

    for (const body of [
      { name: ' ', barcode: '11' },
      { name: 'Gauze', barcode: '' },
    ]) {
      const blank = await client.put(`/api/products/${gauze.id}`, body);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Product name and barcode are required.');
    }
    const taken = await client.put(`/api/products/${gauze.id}`, { name: 'Gauze', barcode: '2' });
    expect(taken.statusCode).toBe(409);
    expect((await client.get('/api/products')).json()[0]).toMatchObject({ name: 'Gauze 10cm', barcode: '11' });
  });

  it('answers 404 when editing another tenant’s product, and changes nothing', async () => {
    const owner = await signedInOwner(t);
    const product = (await owner.client.post('/api/products', { name: 'Gauze', barcode: '1' })).json();
    const { client } = await signedInOwner(t);
    const response = await client.put(`/api/products/${product.id}`, { name: 'Mine now', barcode: '1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.', error: 'not_found' });
    expect((await owner.client.get('/api/products')).json()[0].name).toBe('Gauze');
  });
});
