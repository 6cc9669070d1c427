import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saleBody, shop } from '../test/sales-factories.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

/** A shop with a few products: its inventory list is well above the compression threshold. */
async function stockedShop() {
  const owner = await shop(t);
  const lots: number[] = [];
  for (let i = 0; i < 4; i++) lots.push((await owner.stock({ name: `Paracetamol 500mg tablets ${i}` })).inventoryId);
  return { ...owner, lots };
}

const withEncoding = (owner: Awaited<ReturnType<typeof stockedShop>>, url: string, encoding: string) =>
  owner.client.send({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('compressed API answers', () => {
  it('sends a list brotli or gzip as the client accepts, varying on Accept-Encoding', async () => {
    const owner = await stockedShop();
    const plain = await owner.client.get('/api/inventory');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await withEncoding(owner, '/api/inventory', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await withEncoding(owner, '/api/inventory', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const owner = await stockedShop();
    const res = await withEncoding(owner, '/api/auth/user', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ email: owner.user.email });
  });

  it("keeps the till's checkout answer uncompressed (its CPU costs more than it saves)", async () => {
    const owner = await stockedShop();
    const items = owner.lots.map((inventoryId) => ({ inventoryId, quantity: 1, unitType: 'unit' as const }));
    const res = await owner.client.send({
      method: 'POST',
      url: '/api/sales',
      payload: saleBody(items),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().items).toHaveLength(4);
  });

  it('leaves request bodies as they are (no inflating of encoded uploads)', async () => {
    const owner = await stockedShop();
    const res = await owner.client.send({
      method: 'POST',
      url: '/api/sales',
      payload: JSON.stringify(saleBody([{ inventoryId: owner.lots[0] ?? 0, quantity: 1, unitType: 'unit' }])),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(201);
  });
});
