import { describe, expect, it } from 'vitest';
import { grantAccess, marketRetailer, marketSupplier } from '../marketplace-factories.js';
import { useTestApp } from '../test-app.js';

const t = useTestApp();

/**
 * Issue 27 item 7: a supplier could send every retailer a notice whose title reads backwards
 * (U+202E) or shows nothing (zero-width characters only).
 */
describe('broadcast titles that deceive', () => {
  it('refuses direction overrides and invisible-only titles, sends nothing, and keeps Arabic marks', async () => {
    const supplier = await marketSupplier(t);
    const retailer = await marketRetailer(t);
    await grantAccess(supplier, retailer.client);
    const unread = async () => (await retailer.client.get('/api/notifications')).json().unreadCount as number;
    const before = await unread();
    const send = (title: string) =>
      supplier.client.post('/api/marketplace/broadcast', { title, message: 'Stock update' });

    const spoofed = await send('Invoice \u202Efdp.exe');
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().issues).toMatchObject([{ code: 'bidi_controls', path: 'title' }]);
    const isolated = await send('abc\u2066isolate\u2069');
    expect(isolated.json().issues).toMatchObject([{ code: 'bidi_controls' }]);
    const blank = await send('\u200B\u200C\u200D\uFEFF');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toMatchObject([{ code: 'broadcast_required' }]);
    expect(await unread()).toBe(before);

    const arabic = await send('\u200Fعرض خاص');
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(await unread()).toBe(before + 1);
  });
});
