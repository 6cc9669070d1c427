import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal, review, sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

interface Page {
  transfers: { id: number }[];
  nextCursor: string | null;
}

describe('the transfer lists, paged by cursor (issue 26, 8)', () => {
  it('gives 50 newest first, then the rest, never shifted by a transfer sent between pages', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 100, unitsPerBox: 10 });
    // Partners first (an accepted transfer), so the pending limit for strangers does not apply.
    const first = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 1 },
    ]);
    expect((await review(recipient.client, first.id, 'accepted')).statusCode).toBe(200);
    const sent = [first.id];
    for (let i = 0; i < 52; i += 1) {
      sent.push(
        (await sendTransfer(sender.client, recipient.user.email, [{ inventoryId: lot.inventoryId, quantity: 1 }])).id,
      );
    }
    const newestFirst = [...sent].reverse();

    for (const [client, side] of [
      [recipient.client, 'incoming'],
      [sender.client, 'outgoing'],
    ] as const) {
      const one = (await client.get(`/api/transfers/${side}`)).json() as Page;
      expect(one.transfers.map((x) => x.id)).toEqual(newestFirst.slice(0, 50));
      expect(one.nextCursor).toEqual(expect.any(String));
      const later = await sendTransfer(sender.client, recipient.user.email, [
        { inventoryId: lot.inventoryId, quantity: 1 },
      ]);
      const two = (
        await client.get(`/api/transfers/${side}?cursor=${encodeURIComponent(one.nextCursor ?? '')}`)
      ).json() as Page;
      expect(two.transfers.map((x) => x.id)).toEqual(newestFirst.slice(50));
      expect(two.nextCursor).toBeNull();
      newestFirst.unshift(later.id);
    }
  });

  it("refuses another business's cursor, the other list's, an edited one and garbage with 400", async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 100, unitsPerBox: 10 });
    const first = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 1 },
    ]);
    expect((await review(recipient.client, first.id, 'accepted')).statusCode).toBe(200);
    for (let i = 0; i < 50; i += 1) {
      await sendTransfer(sender.client, recipient.user.email, [{ inventoryId: lot.inventoryId, quantity: 1 }]);
    }
    const cursor = ((await recipient.client.get('/api/transfers/incoming')).json() as Page).nextCursor ?? '';
    expect(cursor).not.toBe('');
    const stranger = await signedInOwner(t);
    const edited = `${Buffer.from('1.1').toString('base64url')}.${cursor.split('.')[1]}`;
    for (const [client, url] of [
      [stranger.client, `/api/transfers/incoming?cursor=${encodeURIComponent(cursor)}`],
      [recipient.client, `/api/transfers/outgoing?cursor=${encodeURIComponent(cursor)}`],
      [recipient.client, `/api/transfers/incoming?cursor=${encodeURIComponent(edited)}`],
      [recipient.client, '/api/transfers/incoming?cursor=garbage'],
    ] as const) {
      const refused = await client.get(url);
      expect(refusal(refused), url).toEqual({ status: 400, code: 'transfers_cursor_invalid' });
    }
    const next = (await recipient.client.get(`/api/transfers/incoming?cursor=${encodeURIComponent(cursor)}`)).json();
    expect(next.transfers).toHaveLength(1);
  });
});
