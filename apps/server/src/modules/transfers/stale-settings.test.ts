import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { sendTransfer, twoShops } from '../../test/transfer-factories.js';

const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sending a transfer while the settings cache is stale', () => {
  // The settings store caches for 5 s; a request slower than that (a loaded server) read them
  // again inside the send's transaction, outside it, and on PGlite's one connection waited forever.
  it('does not wait on its own transaction', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 1, unitsPerBox: 10 });
    const real = Date.now.bind(Date);
    let skew = 0;
    // Every reading of the clock is 10 s later than the one before: no cached value is ever fresh.
    vi.spyOn(Date, 'now').mockImplementation(() => {
      skew += 10_000;
      return real() + skew;
    });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 3 },
    ]);
    expect(sent).toMatchObject({ status: 'pending', items: [{ quantity: 3 }] });
  });
});
