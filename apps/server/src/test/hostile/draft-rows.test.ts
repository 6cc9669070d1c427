import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../factories.js';
import { useTestApp } from '../test-app.js';

const t = useTestApp();

/** Issue 27 item 4: a draft product without a name was a TypeError inside the contract (500). */
describe('a draft whose product has no name', () => {
  it('answers 400 naming the row, and saves no draft', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/inventory/drafts', { sourceData: { products: [{ quantity: -1 }] } });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain('sourceData.products.0.quantity');
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);
  });
});
