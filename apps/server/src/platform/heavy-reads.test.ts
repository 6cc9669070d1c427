import { describe, expect, it, vi } from 'vitest';
import { saleBody, sell, shop } from '../test/sales-factories.js';
import { useTestApp } from '../test/test-app.js';
import { HeavyReadGate, heavyReadRoutes } from './heavy-reads.js';

// The cap forced small, with no waiting room: heavy reads past the second are refused at once.
const t = useTestApp({ env: { HEAVY_READS_MAX: '2', HEAVY_READS_QUEUE: '0' } });

describe('the cap on concurrent heavy reads', () => {
  it('serves exactly the cap at once and answers the rest 503 server_busy with Retry-After', async () => {
    const s = await shop(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.client.get('/api/dashboard')));
    const served = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(served).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toMatchObject({ code: 'server_busy', error: 'server_busy', retryAfterSeconds: 1 });
    }
    // Every slot was given back: the next heavy read is served.
    expect((await s.client.get('/api/sales')).statusCode).toBe(200);
  });

  it('counts every heavy route together and never caps a till’s checkout', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 5, unitsPerBox: 10 });
    const reads = ['/api/dashboard', '/api/inventory', '/api/sales', '/api/analytics/categories', '/api/sales'];
    const [sale, ...answers] = await Promise.all([
      sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }])),
      ...reads.map((url) => s.client.get(url)),
    ]);
    expect(sale.statusCode).toBe(201);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503, 503, 503]);
  });

  it('names the heavy reads in one place, none of them a till’s route', () => {
    for (const route of heavyReadRoutes) expect(route).toMatch(/^GET \/api\/(?!pos|sales\/batch)/);
    expect(heavyReadRoutes.has('POST /api/sales')).toBe(false);
  });
});

describe('HeavyReadGate', () => {
  it('lets a few wait their turn in order and refuses past the waiting room', async () => {
    const gate = new HeavyReadGate(1, 1);
    const first = await gate.enter();
    const second = gate.enter();
    expect(await gate.enter()).toBeNull();
    first?.();
    first?.(); // a second release gives nothing back twice
    const admitted = await second;
    expect(admitted).toBeTypeOf('function');
    expect(gate.running).toBe(1);
    admitted?.();
    expect(gate.running).toBe(0);
  });

  it('hands a freed slot to the read waiting for it, not to one arriving at that moment', async () => {
    const gate = new HeavyReadGate(1, 1);
    const first = await gate.enter();
    const waiting = gate.enter();
    first?.();
    const arriving = gate.enter(); // in the same tick as the release
    expect(gate.running).toBe(1);
    const admitted = await waiting;
    expect(admitted).toBeTypeOf('function');
    expect(gate.running).toBe(1);
    admitted?.();
    const late = await arriving; // it waited its turn in turn
    expect(late).toBeTypeOf('function');
    expect(gate.running).toBe(1);
    late?.();
    expect(gate.running).toBe(0);
  });

  it('refuses a waiting read whose turn did not come within a second', async () => {
    vi.useFakeTimers();
    try {
      const gate = new HeavyReadGate(1, 1);
      await gate.enter();
      const waiting = gate.enter();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await waiting).toBeNull();
      // Its place in the waiting room is free again.
      const next = gate.enter();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await next).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
