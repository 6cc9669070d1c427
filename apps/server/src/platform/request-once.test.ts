import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type WriteCase, effectsOf, writeCases } from '../test/idempotent/write-cases.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

/** The answer as the client sees it: its status and body. */
const answerOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

/** What one write changes: the effects after it minus before (units, movements, records, money). */
function change(before: Awaited<ReturnType<typeof effectsOf>>, after: Awaited<ReturnType<typeof effectsOf>>) {
  return {
    units: (after?.units ?? 0) - (before?.units ?? 0),
    movements: (after?.movements ?? 0) - (before?.movements ?? 0),
    records: (after?.records ?? 0) - (before?.records ?? 0),
    money: Number(after?.money ?? 0) - Number(before?.money ?? 0),
  };
}

describe.each(writeCases)('$name sent twice is done once', (c: WriteCase) => {
  it('answers a resend with the first answer, a reused id with 409, and another tenant on its own', async () => {
    const id = randomUUID();
    const a = await c.setup(t);
    const start = await effectsOf(t, c, a.ownerId);
    const first = answerOf(await a.client.post(c.path, { ...a.body, clientRequestId: id }));
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    const once = await effectsOf(t, c, a.ownerId);
    const oneWrite = change(start, once);
    expect(oneWrite.records).toBe(1);

    // The answer was lost and the client sends it again: the same answer, nothing changes.
    expect(answerOf(await a.client.post(c.path, { ...a.body, clientRequestId: id }))).toEqual(first);
    expect(await effectsOf(t, c, a.ownerId)).toEqual(once);

    // The same id with another body: refused, nothing changes.
    const reused = await a.client.post(c.path, { ...a.otherBody, clientRequestId: id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'request_id_reused' });
    expect(await effectsOf(t, c, a.ownerId)).toEqual(once);

    // Another tenant with the same id, two copies at once (a double click, a proxy's retry): one
    // write of its own, both answered alike.
    const b = await c.setup(t);
    const before = await effectsOf(t, c, b.ownerId);
    const [x, y] = await Promise.all([
      b.client.post(c.path, { ...b.body, clientRequestId: id }),
      b.client.post(c.path, { ...b.body, clientRequestId: id }),
    ]);
    expect(answerOf(x).status).toBe(first.status);
    expect(answerOf(y)).toEqual(answerOf(x));
    expect(change(before, await effectsOf(t, c, b.ownerId))).toEqual(oneWrite);
  });

  it('still writes each request without an id (older tills and API callers)', async () => {
    const a = await c.setup(t);
    const start = await effectsOf(t, c, a.ownerId);
    expect((await a.client.post(c.path, a.body)).statusCode).toBeLessThan(300);
    expect(change(start, await effectsOf(t, c, a.ownerId)).records).toBe(1);
  });
});
