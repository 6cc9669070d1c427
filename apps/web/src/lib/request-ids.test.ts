import { describe, expect, it } from 'vitest';
import { RequestIds } from './request-ids';

const uuid = /^[0-9a-f-]{36}$/;

describe('RequestIds', () => {
  it('keeps the id of a body sent again before it succeeded (a double click, a retry)', async () => {
    const ids = new RequestIds();
    const sent: string[] = [];
    let fail = true;
    const send = ids.keyed(async (body: { amount: number; clientRequestId: string }) => {
      sent.push(body.clientRequestId);
      if (fail) throw new Error('network');
      return body.clientRequestId;
    });
    await expect(send({ amount: 5 })).rejects.toThrow('network');
    fail = false;
    const [a, b] = await Promise.all([send({ amount: 5 }), send({ amount: 5 })]);
    expect(sent[0]).toMatch(uuid);
    expect(new Set([...sent, a, b]).size).toBe(1);
  });

  it('gives a changed body, and the same body after a success, a new id', async () => {
    const ids = new RequestIds();
    const send = ids.keyed(async (body: { amount: number; clientRequestId: string }) => body.clientRequestId);
    const first = ids.idFor({ amount: 5 });
    expect(ids.idFor({ amount: 6 })).not.toBe(first);
    expect(await send({ amount: 5 })).toBe(first);
    expect(await send({ amount: 5 })).not.toBe(first);
  });
});
