import { describe, expect, it } from 'vitest';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('POS favorites', () => {
  it('pins products in display order, moves a pinned one, and unpins', async () => {
    const s = await shop(t);
    const a = await s.stock({ productName: 'Aspirin 100mg' });
    const b = await s.stock({ productName: 'Band-aids' });
    const first = await s.client.post('/api/pos/favorites', { productId: a.productId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ productId: a.productId, displayOrder: 0, product: { name: 'Aspirin 100mg' } });
    expect((await s.client.post('/api/pos/favorites', { productId: b.productId })).json().displayOrder).toBe(1);
    const moved = await s.client.post('/api/pos/favorites', { productId: a.productId, displayOrder: 5 });
    expect(moved.statusCode).toBe(200);
    const list = (await s.client.get('/api/pos/favorites')).json();
    expect(list.map((f: { productId: number }) => f.productId)).toEqual([b.productId, a.productId]);

    expect((await s.client.delete(`/api/pos/favorites/${a.productId}`)).statusCode).toBe(204);
    const gone = await s.client.delete(`/api/pos/favorites/${a.productId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This product is not in your favorites.');
    expect((await s.client.get('/api/pos/favorites')).json()).toHaveLength(1);
  });

  it('keeps at most 10 favorites, even when added at once', async () => {
    const s = await shop(t);
    const products = [];
    for (let i = 0; i < 12; i++) products.push(await s.stock({ productName: `Product ${i}` }));
    const responses = await Promise.all(
      products.map((p) => s.client.post('/api/pos/favorites', { productId: p.productId })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().message).toBe('You can keep at most 10 favorites. Remove one to add another.');
    expect((await s.client.get('/api/pos/favorites')).json()).toHaveLength(10);
  });

  it('answers 404 for another tenant’s product and shows no one else’s favorites', async () => {
    const victim = await shop(t);
    const lot = await victim.stock();
    await victim.client.post('/api/pos/favorites', { productId: lot.productId });
    const s = await shop(t);
    const response = await s.client.post('/api/pos/favorites', { productId: lot.productId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found.');
    expect((await s.client.delete(`/api/pos/favorites/${lot.productId}`)).statusCode).toBe(404);
    expect((await s.client.get('/api/pos/favorites')).json()).toEqual([]);
    expect((await victim.client.get('/api/pos/favorites')).json()).toHaveLength(1);
  });
});
