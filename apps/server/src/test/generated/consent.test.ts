import { randomUUID } from 'node:crypto';
import { type AccessSubject, capabilities, teamPermissions } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTeamMember } from '../factories.js';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import { useTestApp, uniqueIp } from '../test-app.js';
import { permits } from './access-cases.js';
import { idFieldsOf } from './body-ids.js';
import { changes, consentFingerprint, inbox, losses, positions } from './consent-fingerprint.js';
import { type ConsentRole, type ConsentWorld, consentWorld } from './consent-world.js';
import { owned } from './consent-ids.js';
import { fingerprint } from './owned-rows.js';
import { type ApiRoute, apiRoutes, describeRoute } from './route-table.js';
import { validRequest } from './tenant-cases.js';

/**
 * The generated consent suite (decisions/2026-11-28-consent.md). In a world where B trades with A
 * (consent-world.ts), every route of the app's route table that A or A's team member may open is
 * called with valid bodies whose ids point at B's objects and at the objects A and B share (the
 * transfers, requests, payments and returns between them), and, for bodies with several ids,
 * every way of naming the two businesses in them. After each route B's fingerprint is what it was
 * (consent-fingerprint.ts: its shelves, lots, products, the payments to it that count, its
 * returns' statuses), what A owes B has not fallen, and B's inbox has only grown (new pending
 * incoming transfers, purchase requests, pending payment claims, returns to decide,
 * notifications). A route added later is called without editing this file.
 */
const t = useTestApp();
let role: ConsentRole = 'retailer';
let world: ConsentWorld;
let pool: number[] = [];
/** The two businesses' rows as the world was built: a call that changed them spent the world. */
let built: Record<string, string> = {};
let routes: ApiRoute[] = [];
const tried = { routes: 0, calls: 0, worlds: 0, done: 0, limited: 0 };

/** A new world of trade, and the ids to point at in it. */
async function newWorld() {
  world = await consentWorld(t, role);
  pool = await owned(t.database, world.a.id, world.b.id);
  built = await fingerprint(t.database, [world.a.id, world.b.id]);
  tried.worlds += 1;
  offers.push(world.shared.bOffer.id);
}
/** B's standing offer to A in each world. */
const offers: number[] = [];

/** The world as built: a route's calls never meet what an earlier route's calls did. */
async function unspentWorld() {
  const now = await fingerprint(t.database, [world.a.id, world.b.id]);
  if (JSON.stringify(now) !== JSON.stringify(built)) await newWorld();
}

const subject = (isTeamMember: boolean): AccessSubject => ({
  role: 'user',
  userType: role,
  subscriptionPlan: 'super',
  subscriptionStatus: 'active',
  isActive: true,
  needsSignupCompletion: false,
  isTeamMember,
  permissions: isTeamMember ? [...teamPermissions] : [],
});

/** A's team member, made again when a route (A's own act) removed or deactivated it. */
async function activeMember(): Promise<number> {
  const [row] = rowsOf<{ active: boolean }>(
    await t.database.db.execute(sql`select is_active as active from team_members where id = ${world.member.id}`),
  );
  if (!row?.active) world.member = await createTeamMember(t, world.a.id, [...teamPermissions]);
  return world.member.id;
}

/** A fresh session of A's owner or team member (a call may have ended the last one). */
async function sessionAs(member: boolean) {
  const token = await t.app.ctx.sessions.create(world.a.id, member ? await activeMember() : null);
  const ip = uniqueIp();
  return (options: InjectOptions) =>
    t.app.inject({
      ...options,
      remoteAddress: ip,
      headers: { ...options.headers, cookie: `${SESSION_COOKIE}=${token}` },
    });
}

/** Every request to try on a route: ids at each object of the pool, then the two businesses every way round. */
function requestsFor(route: ApiRoute): InjectOptions[] {
  const request = validRequest(route);
  if (!request.looksUpIds) return [request.to(world.a.id)];
  const out = pool.map((id) => request.to(id));
  const fields = idFieldsOf(request.to(1).payload);
  if (fields.length >= 2 && fields.length <= 6) {
    const parties = [world.a.id, world.b.id];
    for (let mask = 0; mask < 2 ** fields.length; mask += 1) {
      const body = structuredClone(request.to(1).payload) as Record<string, unknown>;
      fields.forEach((path, i) => {
        const parent = path
          .slice(0, -1)
          .reduce<Record<string, unknown>>((v, k) => v[k] as Record<string, unknown>, body);
        const key = path.at(-1) as string;
        const id = parties[(mask >> i) & 1] as number;
        parent[key] = Array.isArray(parent[key]) ? [id] : id;
      });
      out.push({ ...request.to(world.b.id), payload: body });
    }
  }
  return out;
}

/** A write sent twice with one clientRequestId is done once: each call gets its own. */
function fresh(options: InjectOptions): InjectOptions {
  const payload = options.payload as Record<string, unknown> | undefined;
  if (!payload || typeof payload !== 'object' || !('clientRequestId' in payload)) return options;
  return { ...options, payload: { ...payload, clientRequestId: randomUUID() } };
}

async function state() {
  return {
    fingerprint: await consentFingerprint(t.database, world.b.id),
    positions: await positions(t.database, world.b.id),
    inbox: await inbox(t.database, world.b.id),
  };
}

afterAll(() => {
  console.log(
    `consent suite: ${tried.routes} routes, ${tried.calls} calls (${tried.done} done, ${tried.limited} rate-limited), ${tried.worlds} worlds (a new one after each route that changed the last)`,
  );
});

describe.each(['retailer', 'supplier'] as const)("B's consent, from the route table, A a %s", (aIs) => {
  beforeAll(async () => {
    role = aIs;
    await newWorld();
    const [owner, member] = [capabilities(subject(false)), capabilities(subject(true))];
    routes = apiRoutes(t.app).filter((route) => permits(route.access, owner) || permits(route.access, member));
  });

  it('builds a world of trade between A and B', async () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(pool.length).toBeGreaterThan(5);
    const before = await state();
    expect(before.positions.get(world.a.id)).not.toBe(0n);
    expect(before.inbox['pending incoming transfers']).toBeGreaterThan(0);
    expect(before.inbox['returns coming back to it']).toBeGreaterThan(0);
    const [payments] = rowsOf<{ confirmed: number; pending: number }>(
      await t.database.db.execute(sql`select count(*) filter (where status = 'confirmed')::int as confirmed,
        count(*) filter (where status = 'pending')::int as pending from transfer_payments
        where owner_id in (${world.a.id}, ${world.b.id}) and to_owner_id in (${world.a.id}, ${world.b.id})`),
    );
    expect(payments).toEqual({ confirmed: 1, pending: 1 });
  });

  it("leaves B's shelves, prices, products, payments, returns and claims as they were, but for its inbox", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const member of [false, true]) {
        if (!permits(route.access, capabilities(subject(member)))) continue;
        await unspentWorld();
        const send = await sessionAs(member);
        const before = await state();
        for (const options of requestsFor(route)) {
          const answer = await send(fresh(options));
          tried.calls += 1;
          if (answer.statusCode < 300) tried.done += 1;
          if (answer.statusCode === 429) tried.limited += 1;
        }
        const after = await state();
        const shrunk = Object.entries(before.inbox)
          .filter(([key, count]) => (after.inbox[key] ?? 0) < count)
          .map(([key, count]) => `${key}: ${count} -> ${after.inbox[key]}`);
        const found = [
          ...changes(before.fingerprint, after.fingerprint),
          ...losses(before.positions, after.positions),
          ...shrunk,
        ];
        const who = member ? "A's team member" : 'A';
        if (found.length > 0) wrong.push(`${describeRoute(route)} as ${who}: ${found.join('; ')}`);
      }
    }
    tried.routes += routes.length;
    expect(wrong).toEqual([]);
  }, 900_000);

  it('reached the shared objects: some world saw its standing offer taken up, and was built again', async () => {
    const [taken] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from transfers where status <> 'pending' and id in (${sql.join(offers, sql`, `)})`,
      ),
    );
    expect(tried.worlds).toBeGreaterThan(1);
    expect(taken?.n).toBeGreaterThan(0);
  });
});
