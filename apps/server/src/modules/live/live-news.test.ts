import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { MemoryMailer } from '../../platform/mailer.js';
import { signedInTeamMember } from '../../test/factories.js';
import { type OpenStream, listening, openStream, sessionCookie } from '../../test/live-streams.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { publishTradeChange } from './publish.js';
import { review, sendTransfer, twoShops } from '../../test/transfer-factories.js';

/**
 * Live news over real HTTP (issue 26, defect 9): the server listens on a port, browsers' streams
 * are opened as an EventSource opens them, and another business's act reaches them within 5 s.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL (where the notice crosses LISTEN/NOTIFY).
 */
const t = useTestApp();
const open: OpenStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function streamOf(email: string, cookie?: string): Promise<OpenStream> {
  const base = await listening(t.app);
  const stream = await openStream(base, cookie ?? (await sessionCookie(t.app, email)));
  open.push(stream);
  return stream;
}

/** A supplier with a marketplace and a retailer that joined it. */
async function supplierAndMember(plan: 'basic' | 'super' = 'basic') {
  const supplier = await marketSupplier(t);
  const retailer = await marketRetailer(t, { plan });
  await grantAccess(supplier, retailer.client);
  return { supplier, retailer };
}

describe('GET /api/events', () => {
  it("brings a supplier's broadcast to its member's open app within 5 s, and to no other business", async () => {
    const { supplier, retailer } = await supplierAndMember();
    // C: a business of another supplier, listening too.
    const other = await supplierAndMember();
    const a = await streamOf(retailer.user.email);
    const c = await streamOf(other.retailer.user.email);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(a.headers.get('x-accel-buffering')).toBe('no');
    expect(a.headers.get('cache-control')).toContain('no-store');

    const sent = await supplier.client.post('/api/marketplace/broadcast', { title: 'New stock', message: 'In today' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await a.next()).toEqual({ type: 'notifications' });

    // C heard nothing of it: the first event C gets is the one of its own supplier's later broadcast.
    await other.supplier.client.post('/api/marketplace/broadcast', { title: 'Mine', message: 'For C' });
    expect(await c.next()).toEqual({ type: 'notifications' });
    expect(await c.next(300)).toBeNull();
    expect(await a.next(300)).toBeNull();
  });

  it('tells the recipient of a transfer at once, and the sender once it is accepted', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 1, unitsPerBox: 10 });
    const toRecipient = await streamOf(recipient.user.email);
    const toSender = await streamOf(sender.user.email);

    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 3 },
    ]);
    expect(await toRecipient.next()).toEqual({ type: 'transfers' });
    expect(await toSender.next()).toEqual({ type: 'transfers' });

    expect((await review(recipient.client, sent.id, 'accepted')).statusCode).toBe(200);
    expect(await toSender.next()).toEqual({ type: 'transfers' });
  });

  it("turns the retailer's request card: its list hears of the approval, as the team member's app does", async () => {
    const { supplier, retailer } = await supplierAndMember('super');
    const lot = await supplier.stock({ quantity: 2, unitsPerBox: 5, retailPrice: 10 });
    const request = await askToBuy(retailer.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 3 }]);
    const member = await signedInTeamMember(t, retailer.user.id, ['suppliers']);
    const memberCookie = await memberSession(member.member.username);
    const owner = await streamOf(retailer.user.email);
    const team = await streamOf('', memberCookie);

    expect([owner.status, team.status]).toEqual([200, 200]);
    const approved = await supplier.client.post(`/api/marketplace/purchase-request/${request.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    for (const stream of [owner, team]) {
      const heard = [await stream.next(), await stream.next(), await stream.next()].map((event) => event?.type);
      expect(heard.sort()).toEqual(['notifications', 'purchase-requests', 'transfers']);
    }
  });

  it('publishes at COMMIT only: a rolled back change is never heard', async () => {
    const { retailer } = await supplierAndMember();
    const stream = await streamOf(retailer.user.email);
    const failed = t.database.db.transaction(async (tx) => {
      await publishTradeChange(tx, [retailer.user.id], 'payments');
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    await t.database.db.transaction((tx) => publishTradeChange(tx, [retailer.user.id], 'returns'));
    expect(await stream.next()).toEqual({ type: 'returns' });
    expect(await stream.next(300)).toBeNull();
  });

  it('reaches a browser on another server instance of the same database (replicas behind nginx)', async () => {
    // On PostgreSQL a second instance with its own pool and LISTEN connection; on PGlite a second
    // app over the one database (one process owns it).
    const url = process.env.DATABASE_URL;
    const database = url ? await openDatabase({ databaseUrl: url, dataDir: 'memory://', migrate: false }) : t.database;
    const config = loadConfig({
      DATA_DIR: '/tmp/assist-test',
      LOG_LEVEL: 'silent',
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const second = await buildApp({ config, database, mailer: new MemoryMailer(), logger: false });
    try {
      const { supplier, retailer } = await supplierAndMember();
      const stream = await openStream(await listening(second), await sessionCookie(second, retailer.user.email));
      open.push(stream);
      const sent = await supplier.client.post('/api/marketplace/broadcast', { title: 'Elsewhere', message: 'Hi' });
      expect(sent.statusCode).toBe(201);
      expect(await stream.next()).toEqual({ type: 'notifications' });
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });

  it("ends the stream of a session that signs out at once, and keeps the same business's other session", async () => {
    const { retailer } = await supplierAndMember();
    const leaving = await sessionCookie(t.app, retailer.user.email);
    const gone = await streamOf(retailer.user.email, leaving);
    const staying = await streamOf(retailer.user.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: leaving } });
    expect(out.statusCode).toBeLessThan(300);
    await gone.ended;
    await t.database.db.transaction((tx) => publishTradeChange(tx, [retailer.user.id], 'transfers'));
    expect(await staying.next()).toEqual({ type: 'transfers' });
  });

  it('is refused to the signed out, and answered 406 when not asked for as an event stream', async () => {
    const base = await listening(t.app);
    const anonymous = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
    const { retailer } = await supplierAndMember();
    const plain = await fetch(`${base}/api/events`, {
      headers: { cookie: await sessionCookie(t.app, retailer.user.email) },
    });
    expect(plain.status).toBe(406);
    expect(await plain.json()).toMatchObject({ code: 'event_stream_only' });
  });
});

async function memberSession(username: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    payload: { username, password: 'secret123' },
  });
  const cookie = response.cookies.find((c) => c.name === 'assist.sid');
  if (!cookie) throw new Error(`team login failed: ${response.body}`);
  return `assist.sid=${cookie.value}`;
}
