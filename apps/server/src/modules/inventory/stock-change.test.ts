import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lotLedger } from '../../test/inventory-factories.js';
import { movementsOf, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** A count made offline: the till's copy held `had`, `counted` were on the shelf. */
const count = (counted: number, had: number, clientOperationId = randomUUID()) => ({
  quantityChange: counted - had,
  reason: 'offline_count',
  countedUnits: counted,
  clientOperationId,
});

describe('offline stock counts (PATCH /api/inventory/:id, batch-update)', () => {
  it('applies a count as its difference, so a sale made meanwhile on another till stays', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    // Another till sells 3 units while this one, offline, counts 18 where its copy said 20.
    expect(
      (await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 3, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    const response = await s.client.patch(`/api/inventory/${lot.inventoryId}`, count(18, 20));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, id: lot.inventoryId, availableUnits: 15, quantity: 1 });
    expect((await movementsOf(t, lot.inventoryId)).at(-1)).toEqual({
      kind: 'adjustment',
      units: -2,
      reference: 'offline count: counted 18, till had 20',
    });
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 15, movements: 15 });
  });

  it('applies the same operation once and answers the second try as the first', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const body = count(17, 20);
    const first = await s.client.patch(`/api/inventory/${lot.inventoryId}`, body);
    await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]));
    const again = await s.client.patch(`/api/inventory/${lot.inventoryId}`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ availableUnits: 17 });
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 16, movements: 16 });
    expect((await movementsOf(t, lot.inventoryId)).filter((m) => m.kind === 'adjustment')).toHaveLength(1);
  });

  it('applies the same operation sent twice at once exactly once', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const body = count(25, 20);
    const answers = await Promise.all([
      s.client.patch(`/api/inventory/${lot.inventoryId}`, body),
      s.client.patch(`/api/inventory/${lot.inventoryId}`, body),
      s.client.post('/api/inventory/batch-update', { updates: [{ id: lot.inventoryId, ...body }] }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const expected = { ok: true, id: lot.inventoryId, availableUnits: 25, quantity: 2 };
    expect(answers[0]?.json()).toEqual(expected);
    expect(answers[1]?.json()).toEqual(expected);
    expect(answers[2]?.json()).toEqual([expected]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 25, movements: 25 });
  });

  it('applies an operation repeated in a batch and across batches once, each slot answering it', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const other = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const a = { id: lot.inventoryId, ...count(12, 20) };
    const b = { id: other.inventoryId, ...count(9, 10) };
    const response = await s.client.post('/api/inventory/batch-update', { updates: [a, b, a] });
    const slotA = { ok: true, id: lot.inventoryId, availableUnits: 12, quantity: 1 };
    const slotB = { ok: true, id: other.inventoryId, availableUnits: 9, quantity: 0 };
    expect(response.json()).toEqual([slotA, slotB, slotA]);
    const resent = await s.client.post('/api/inventory/batch-update', { updates: [b, a] });
    expect(resent.json()).toEqual([slotB, slotA]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 12, movements: 12 });
    expect(await lotLedger(t, other.inventoryId)).toMatchObject({ units: 9, movements: 9 });
  });

  it('answers 409 request_id_reused for an operation id sent again with another change, and drops nothing silently', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const other = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const first = count(18, 20);
    expect((await s.client.patch(`/api/inventory/${lot.inventoryId}`, first)).statusCode).toBe(200);
    // The same id on another lot with +500 (issue 27 item 6), then on the same lot with other units.
    const reused = await s.client.patch(`/api/inventory/${other.inventoryId}`, {
      ...count(510, 10, first.clientOperationId),
    });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json().code).toBe('request_id_reused');
    const otherUnits = await s.client.patch(`/api/inventory/${lot.inventoryId}`, count(5, 20, first.clientOperationId));
    expect(otherUnits.json().code).toBe('request_id_reused');
    const batch = await s.client.post('/api/inventory/batch-update', {
      updates: [{ id: other.inventoryId, ...count(510, 10, first.clientOperationId) }],
    });
    expect(batch.json()).toMatchObject([{ ok: false, id: other.inventoryId, code: 'request_id_reused' }]);
    // The first change, sent again through the batch, is still answered as written.
    const again = await s.client.post('/api/inventory/batch-update', { updates: [{ id: lot.inventoryId, ...first }] });
    expect(again.json()).toEqual([{ ok: true, id: lot.inventoryId, availableUnits: 18, quantity: 1 }]);
    expect(await lotLedger(t, other.inventoryId)).toMatchObject({ units: 10, movements: 10 });
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 18, movements: 18 });
  });

  it('refuses a change below 0 with its code and the units left, writes nothing, and may be sent again', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const body = { quantityChange: -12, reason: 'offline_count', countedUnits: 0, clientOperationId: randomUUID() };
    const refused = await s.client.patch(`/api/inventory/${lot.inventoryId}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'stock_below_zero',
      message: 'Stock cannot go below 0: only 10 units left',
      availableUnits: 10,
    });
    const batch = await s.client.post('/api/inventory/batch-update', { updates: [{ id: lot.inventoryId, ...body }] });
    expect(batch.json()).toEqual([
      {
        ok: false,
        id: lot.inventoryId,
        code: 'stock_below_zero',
        error: 'Stock cannot go below 0: only 10 units left',
        availableUnits: 10,
      },
    ]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 10, movements: 10 });
    // Received stock meanwhile: the same operation now lands.
    await s.client.patch(`/api/inventory/${lot.inventoryId}`, { quantityChange: 5, reason: 'recount' });
    const landed = await s.client.patch(`/api/inventory/${lot.inventoryId}`, body);
    expect(landed.json()).toMatchObject({ ok: true, availableUnits: 3 });
  });

  it("answers 404 for another business's lot and keeps operation ids apart per business", async () => {
    const s = await shop(t);
    const other = await shop(t);
    const mine = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const theirs = await other.stock({ quantity: 1, unitsPerBox: 10 });
    const body = count(8, 10);
    const foreign = await s.client.patch(`/api/inventory/${theirs.inventoryId}`, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'inventory_item_not_found' });
    expect((await s.client.patch(`/api/inventory/${mine.inventoryId}`, body)).json()).toMatchObject({
      availableUnits: 8,
    });
    expect((await other.client.patch(`/api/inventory/${theirs.inventoryId}`, body)).json()).toMatchObject({
      availableUnits: 8,
    });
  });

  it("shows the count in the lot's ledger, newest first", async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    await s.client.patch(`/api/inventory/${lot.inventoryId}`, count(19, 20));
    const response = await s.client.get(`/api/inventory/${lot.inventoryId}/movements`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { kind: 'adjustment', units: -1, reference: 'offline count: counted 19, till had 20' },
      { kind: 'receive', units: 20 },
    ]);
    const other = await shop(t);
    expect((await other.client.get(`/api/inventory/${lot.inventoryId}/movements`)).statusCode).toBe(404);
  });
});
