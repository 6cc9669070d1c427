import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../factories.js';
import { type Client, useTestApp } from '../test-app.js';
import { permits } from './access-cases.js';
import { areasOf, callerKinds } from './callers.js';
import { fingerprint, ownedIds } from './owned-rows.js';
import { answerOf } from './refusals.js';
import { type ApiRoute, apiRoutes, describeRoute } from './route-table.js';
import { objectIdParams, validRequest } from './tenant-cases.js';
import { tenantWithEverything } from './tenant-with-everything.js';

/**
 * Generated from the app's route table and the database's catalogue: every route with an object
 * id in its path, called by tenant A (a super retailer, every area, an empty shop) with valid
 * bodies and the ids of tenant B's rows in every table, answers 404; B's rows stay as they were.
 * Routes A may not call at all (the superadmin's, which sees every tenant) are the access
 * suite's; path parameters that are not ids (a username, a year) name no tenant's object.
 */
const t = useTestApp();
let a: Client;
let bOwner = 0;
let routes: ApiRoute[] = [];
let ids: Record<string, number[]> = {};
const tried = { routes: 0, ids: 0, cases: 0 };

const superRetailer = callerKinds.find((k) => k.name === 'super retailer');
if (!superRetailer) throw new Error('no super retailer among the callers');

beforeAll(async () => {
  a = (await signedInOwner(t, { userType: 'retailer', plan: 'super' })).client;
  bOwner = (await tenantWithEverything(t)).user.id;
  ids = await ownedIds(t.database, [bOwner]);
  routes = apiRoutes(t.app).filter(
    (route) => objectIdParams(route).length > 0 && permits(route.access, areasOf(superRetailer)),
  );
});

afterAll(() => {
  console.log(
    `tenant suite: ${tried.routes} routes with an object id x ${tried.ids} ids of tenant B (${Object.keys(ids).length} tables) = ${tried.cases} cases`,
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
    for (const table of ['supplier_payments', 'supplier_returns', 'team_members']) expect(ids[table], table).toBeDefined();
  });

  it("answers 404 to A for every id of B's on every route, and B's rows stay as they were", async () => {
    const values = [...new Set(Object.values(ids).flat())].sort((x, y) => x - y);
    const tablesOf = (id: number) => Object.keys(ids).filter((table) => ids[table]?.includes(id));
    const before = await fingerprint(t.database, [bOwner]);
    const wrong: string[] = [];
    for (const route of routes) {
      const request = validRequest(route);
      expect(request.problems, describeRoute(route)).toEqual([]);
      for (const id of values) {
        const response = await a.send(request.to(id));
        tried.cases += 1;
        if (response.statusCode !== 404) {
          wrong.push(`${describeRoute(route)} with ${id} (${tablesOf(id).join(', ')}): ${answerOf(response)}`);
        }
      }
    }
    tried.routes = routes.length;
    tried.ids = values.length;
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database, [bOwner])).toEqual(before);
  });
});
