import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../factories.js';
import { useTestApp } from '../test-app.js';
import { permits } from './access-cases.js';
import { areasOf, callerKinds } from './callers.js';
import { fingerprint, ownedIds, ownedMarkers } from './owned-rows.js';
import { answerOf } from './refusals.js';
import { type ApiRoute, apiRoutes, describeRoute, reachesRoute } from './route-table.js';
import { saysNotFound, validRequest } from './tenant-cases.js';
import { sessionOf } from './session.js';
import { tenantWithEverything } from './tenant-with-everything.js';

/**
 * Generated from the app's route table and the database's catalogue: every route with an object
 * id (in its path, or an id field of its body), called by tenant A (a super retailer, every area,
 * an empty shop) with valid bodies and the ids of tenant B's rows in every table, says "not
 * found" (404, or a batch's "not found" per entry) and shows none of B's data; B's rows stay as
 * they were.
 * Routes A may not call at all (the superadmin's, which sees every tenant) are the access
 * suite's; path parameters that are not ids (a username, a year) name no tenant's object.
 */
// A database of its own on PostgreSQL too (as every file has on PGlite): B's ids go into every id
// field, and on a database other files share, a number of B's (an expense receipt's 1, say) can also
// name another file's open marketplace, which A may rightly ask to join.
const t = useTestApp({ ownDatabase: true });
let bOwner = 0;
let routes: ApiRoute[] = [];
let ids: Record<string, number[]> = {};
const tried = { routes: 0, ids: 0, cases: 0, skipped: 0 };

/** The ids of a tenant's own rows, its account's row left out. */
async function idsOf(owner: number): Promise<Set<number>> {
  const { users: _account, ...rows } = await ownedIds(t.database, [owner], 10_000);
  return new Set(Object.values(rows).flat());
}

const superRetailer = callerKinds.find((k) => k.name === 'super retailer');
if (!superRetailer) throw new Error('no super retailer among the callers');

beforeAll(async () => {
  bOwner = (await tenantWithEverything(t)).user.id;
  ids = await ownedIds(t.database, [bOwner]);
  routes = apiRoutes(t.app).filter(
    (route) => permits(route.access, areasOf(superRetailer)) && validRequest(route).looksUpIds,
  );
});

afterAll(() => {
  console.log(
    `tenant suite: ${tried.routes} routes with an object id (path or body) x ${tried.ids} ids of tenant B (${Object.keys(ids).length} tables) = ${tried.cases} cases (${tried.skipped} skipped: the id is also one of A's own rows)`,
  );
});

describe("another tenant's objects, from the route table", () => {
  it('finds the routes and one of everything of tenant B', () => {
    expect(routes.length).toBeGreaterThan(15);
    for (const table of ['products', 'inventory_lots', 'suppliers', 'supplier_orders', 'sales', 'sale_returns']) {
      expect(ids[table], table).toBeDefined();
    }
    for (const table of ['inventory_drafts', 'cart_drafts', 'pos_favorites', 'expenses', 'expense_receipts']) {
      expect(ids[table], table).toBeDefined();
    }
    for (const table of ['supplier_payments', 'supplier_returns', 'team_members'])
      expect(ids[table], table).toBeDefined();
    for (const table of ['transfers', 'transfer_items', 'transfer_payments']) expect(ids[table], table).toBeDefined();
  });

  it("answers A's calls with B's ids 'not found', shows none of B's data, and leaves B's rows as they were", async () => {
    const values = [...new Set(Object.values(ids).flat())].sort((x, y) => x - y);
    const tablesOf = (id: number) => Object.keys(ids).filter((table) => ids[table]?.includes(id));
    const before = await fingerprint(t.database, [bOwner]);
    const markers = await ownedMarkers(t.database, [bOwner]);
    expect(markers.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of routes) {
      const request = validRequest(route);
      expect(request.problems, describeRoute(route)).toEqual([]);
      // A new tenant A for each route. A's calls may make A's own rows (a held cart, say): an id of
      // B's that is also one of A's proves nothing and is skipped (A's account row is no object).
      const a = await sessionOf(t, await createAccount(t, { userType: 'retailer', plan: 'super' }));
      let ownIds = new Set<number>();
      for (const id of values) {
        if (ownIds.has(id)) {
          tried.skipped += 1;
          continue;
        }
        const options = request.to(id);
        expect(reachesRoute(t.app, route, String(options.url)), describeRoute(route)).toBe(true);
        const response = await a.send(options);
        if (response.statusCode < 300) ownIds = await idsOf(a.user.id);
        tried.cases += 1;
        // B's text in the answer, unless A's own rows hold the same (a per-tenant number like EMP-0001).
        const shown = markers.filter((marker) => response.body.includes(marker));
        const own = shown.length > 0 ? new Set(await ownedMarkers(t.database, [a.user.id])) : new Set<string>();
        const leaked = shown.find((marker) => !own.has(marker));
        const refused = request.mustSayNotFound ? saysNotFound(response) : response.statusCode < 500;
        if (!refused || leaked) {
          const what = leaked ? `shows B's "${leaked}"` : answerOf(response);
          wrong.push(`${describeRoute(route)} with ${id} (${tablesOf(id).join(', ')}): ${what}`);
        }
      }
    }
    tried.routes = routes.length;
    tried.ids = values.length;
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database, [bOwner])).toEqual(before);
  });
});
