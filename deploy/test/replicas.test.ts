import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';
import { ADMIN_EMAIL, Cluster } from './cluster.js';
import { type Endpoint, sessionCookie } from './http.js';

// Two server instances started together on a fresh PostgreSQL, nginx in front (deploy/nginx.conf):
// what holds across instances (README "Running several instances", docs/decisions/2026-11-26-replicas.md).
// Needs DATABASE_URL (scripts/with-postgres.sh), nginx and the built server (npm run build).

const RATE_LIMIT = 1000;
const PASSWORD = 'replicas-owner-1';
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('the replica test needs DATABASE_URL (run it under scripts/with-postgres.sh)');
const cluster = new Cluster(adminUrl);

let owner: { id: number; email: string; cookie: string };
let supplierId: number;

beforeAll(async () => {
  try {
    await cluster.start(RATE_LIMIT);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  const email = `owner-${randomUUID().slice(0, 8)}@replicas.test`;
  const [row] = await cluster.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Replica',
      lastName: 'Owner',
      userType: 'retailer',
      retailerType: 'pharmacy',
      businessName: 'Replica Pharmacy',
      emailVerified: true,
      isActive: true,
      subscriptionPlan: 'super',
      subscriptionStatus: 'active',
    })
    .returning({ id: users.id });
  owner = { id: row!.id, email, cookie: await signIn(cluster.lb, email) };
  const supplier = await cluster.lb('POST', '/api/suppliers', {
    cookie: owner.cookie,
    body: { name: 'Replica Supply', contact: 'Sami', phone: '+964 780 222 3344' },
  });
  expect(supplier.status).toBe(201);
  supplierId = supplier.body.id!;
});

afterAll(async () => {
  await cluster.stop();
});

async function signIn(at: Endpoint, email: string): Promise<string> {
  const answer = await at('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return sessionCookie(answer.headers);
}

/** Receives a lot of `boxes` x `unitsPerBox` units through `at`; its inventory id. */
async function stock(at: Endpoint, boxes: number, unitsPerBox: number): Promise<number> {
  const answer = await at('POST', '/api/inventory/add-product', {
    cookie: owner.cookie,
    body: {
      productName: `Replica Tablets ${randomUUID().slice(0, 6)}`,
      barcode: String(6_200_000_000_000 + Math.floor(Math.random() * 99_999_999_999)),
      category: 'medicines',
      supplierId,
      orderId: `INV-${randomUUID().slice(0, 6)}`,
      quantity: boxes,
      unitsPerBox,
      costPrice: 1.5,
      retailPrice: 2.5,
      expiryDate: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  if (answer.status !== 200) throw new Error(`add-product: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.inventoryId as number;
}

const sale = (inventoryId: number, units = 1, extra: Record<string, unknown> = {}) => ({
  clientSaleId: randomUUID(),
  items: [{ inventoryId, quantity: units, unitType: 'unit' }],
  paymentMethod: 'cash',
  ...extra,
});

async function ledger(lotId: number) {
  const { rows } = await cluster.db.$client.query<{ units: number; movements: number; sales: number }>(
    `select l.quantity_units as units,
       (select coalesce(sum(quantity_units), 0)::int from stock_movements m where m.lot_id = l.id) as movements,
       (select count(distinct sale_id)::int from sale_items i where i.lot_id = l.id) as sales
     from inventory_lots l where l.id = $1`,
    [lotId],
  );
  return rows[0]!;
}

describe('two instances started together on a fresh PostgreSQL, behind nginx', () => {
  it('both came up: migrations and the superadmin ran once, nginx reaches them', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../../apps/server/src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    );
    const migrations = await cluster.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations.rows[0]).toEqual({ n: journal.entries.length });
    const admins = await cluster.db.execute(sql`select email from users where role = 'superadmin'`);
    expect(admins.rows).toEqual([{ email: ADMIN_EMAIL }]);
    for (const at of [cluster.a, cluster.b, cluster.lb]) {
      expect((await at('GET', '/api/health')).body).toMatchObject({ status: 'ok', database: 'postgres' });
    }
  });

  it('sells exactly the last units once when many checkouts race on both instances', async () => {
    const lot = await stock(cluster.a, 1, 5);
    const other = await stock(cluster.b, 1, 100);
    const ends = [cluster.a, cluster.b, cluster.lb];
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, n) =>
        ends[n % 3]!('POST', '/api/sales', {
          cookie: owner.cookie,
          body: {
            ...sale(other),
            items: [
              { inventoryId: other, quantity: 1, unitType: 'unit' },
              { inventoryId: lot, quantity: 1, unitType: 'unit' },
            ],
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(31);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'insufficient_stock', inventoryId: lot, availableUnits: 0 });
    }
    expect(await ledger(lot)).toEqual({ units: 0, movements: 0, sales: 5 });
    // The refused sales' other line was undone with them.
    expect(await ledger(other)).toEqual({ units: 95, movements: 95, sales: 5 });
  });

  it('stores one sale for a clientSaleId sent to A, then B, then through nginx, and to both at once', async () => {
    const lot = await stock(cluster.lb, 1, 20);
    const body = sale(lot, 2);
    const first = await cluster.a('POST', '/api/sales', { cookie: owner.cookie, body });
    const retryB = await cluster.b('POST', '/api/sales', { cookie: owner.cookie, body });
    const retryLb = await cluster.lb('POST', '/api/sales', { cookie: owner.cookie, body });
    expect([first.status, retryB.status, retryLb.status]).toEqual([201, 200, 200]);
    expect(retryB.body.id).toBe(first.body.id);
    expect(retryLb.body.id).toBe(first.body.id);

    const racing = sale(lot, 3);
    const both = await Promise.all([
      cluster.a('POST', '/api/sales', { cookie: owner.cookie, body: racing }),
      cluster.b('POST', '/api/sales', { cookie: owner.cookie, body: racing }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
    expect(await ledger(lot)).toEqual({ units: 15, movements: 15, sales: 2 });
  });

  it('a session started on A works on B; signed out on A, it is refused on B at once, also for selling', async () => {
    const lot = await stock(cluster.lb, 1, 10);
    const cookie = await signIn(cluster.a, owner.email);
    expect((await cluster.b('GET', '/api/auth/user', { cookie })).status).toBe(200);
    // B now reuses this session's lookup on the till's routes (for up to 5 s).
    expect((await cluster.b('POST', '/api/sales', { cookie, body: sale(lot) })).status).toBe(201);

    expect((await cluster.a('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await cluster.b('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const late = await cluster.b('POST', '/api/sales', { cookie, body: sale(lot) });
    expect(late.status).toBe(401);
    const batch = await cluster.b('POST', '/api/sales/batch', {
      cookie,
      body: { sales: [sale(lot, 1, { offline: true })] },
    });
    expect(batch.status).toBe(401);
    expect(await ledger(lot)).toEqual({ units: 9, movements: 9, sales: 1 });
  });

  it('a team member deactivated on A can no longer sell on B, though B reused its session', async () => {
    const lot = await stock(cluster.lb, 1, 10);
    const username = `till-${randomUUID().slice(0, 8)}`;
    const created = await cluster.lb('POST', '/api/team-members', {
      cookie: owner.cookie,
      body: { username, password: PASSWORD, role: 'cashier', permissions: ['pos'] },
    });
    expect(created.status).toBe(201);
    const signedIn = await cluster.b('POST', '/api/auth/team-login', { body: { username, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn.headers);
    expect((await cluster.b('POST', '/api/sales', { cookie, body: sale(lot) })).status).toBe(201);
    expect((await cluster.a('POST', '/api/sales', { cookie, body: sale(lot) })).status).toBe(201);

    const off = await cluster.a('PUT', `/api/team-members/${created.body.id}`, {
      cookie: owner.cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect((await cluster.b('POST', '/api/sales', { cookie, body: sale(lot) })).status).toBe(401);
    expect((await cluster.a('POST', '/api/sales', { cookie, body: sale(lot) })).status).toBe(401);
    expect((await cluster.lb('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect(await ledger(lot)).toEqual({ units: 8, movements: 8, sales: 2 });
  });

  it('nginx sends the real client address: a client cannot pick the one its rate limit counts', async () => {
    // Straight to an instance (TRUST_PROXY=true) a forwarded address is believed: instances must be
    // reachable only through nginx. Through nginx, X-Forwarded-For is replaced by the address nginx
    // sees, so a new made-up address each time does not start a fresh budget.
    const direct = await cluster.a('GET', '/api/auth/user', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(Number(direct.headers.get('x-ratelimit-remaining'))).toBe(RATE_LIMIT - 1);
    const remaining: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const answer = await cluster.lb('GET', '/api/auth/user', { headers: { 'x-forwarded-for': `203.0.113.${n}` } });
      expect(answer.status).toBe(401);
      remaining.push(Number(answer.headers.get('x-ratelimit-remaining')));
    }
    // Each instance counts every request nginx passed it from 127.0.0.1 in this test.
    expect(remaining.every((left) => left < RATE_LIMIT - 10)).toBe(true);
  });

  it('nginx passes the host with its port: a state-changing request from the app itself is not cross-site', async () => {
    const answer = await cluster.lb('POST', '/api/auth/logout', { headers: { origin: cluster.lbUrl } });
    expect(answer.status).toBe(200);
    const forged = await cluster.lb('POST', '/api/auth/logout', { headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
  });
});
