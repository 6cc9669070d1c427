import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.js';
import { minimalRequest, permits } from './access-cases.js';
import { Caller, areasOf, callerKinds } from './callers.js';
import { fingerprint } from './owned-rows.js';
import { accessRefusalOf, answerOf } from './refusals.js';
import { type ApiRoute, apiRoutes, describeRoute, reachesRoute } from './route-table.js';

/**
 * Generated from the app's own route table and the domain's capabilities(): every /api route is
 * called by every kind of caller, and answers as its declared access says. A refused call is the
 * access layer's 401 (anonymous) or 403, and changes nothing; an allowed one is never refused by
 * the access layer (the handler may still say 400 or 404: the ids point at nothing).
 */
const t = useTestApp();
let callers: Caller[] = [];
let routes: ApiRoute[] = [];
const tried = { routes: 0, cases: 0, denied: 0 };

beforeAll(async () => {
  routes = apiRoutes(t.app);
  for (const kind of callerKinds) callers.push(await Caller.create(t, kind));
});

afterAll(() => {
  console.log(
    `access suite: ${tried.routes} routes x ${callers.length} callers = ${tried.cases} cases (${tried.denied} refused)`,
  );
  callers = [];
});

describe('access to every route, from the route table', () => {
  it('covers the whole table: every route declares its access and every kind of caller signs in', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(callers.map((c) => c.kind.name)).toEqual(callerKinds.map((k) => k.name));
  });

  it('refuses each caller the routes its capabilities do not reach, and writes nothing', async () => {
    const owners = callers.flatMap((c) => (c.ownerId === null ? [] : [c.ownerId]));
    const before = await fingerprint(t.database, owners);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const areas = caller.kind.subject ? areasOf(caller.kind) : null;
        if (permits(route.access, areas)) continue;
        const response = await caller.call(minimalRequest(route));
        tried.denied += 1;
        const expected = areas ? 'forbidden' : 'unauthorized';
        if (accessRefusalOf(response) !== expected) {
          wrong.push(`${describeRoute(route)} as ${caller.kind.name}: wanted ${expected}, got ${answerOf(response)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database, owners)).toEqual(before);
  });

  it('lets each caller through to every route its capabilities reach', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        if (!permits(route.access, caller.kind.subject ? areasOf(caller.kind) : null)) continue;
        const request = minimalRequest(route);
        expect(reachesRoute(t.app, route, String(request.url)), describeRoute(route)).toBe(true);
        const response = await caller.call(request);
        if (accessRefusalOf(response) !== null || response.statusCode >= 500) {
          wrong.push(`${describeRoute(route)} as ${caller.kind.name}: refused or failed: ${answerOf(response)}`);
        }
      }
    }
    tried.routes = routes.length;
    tried.cases = routes.length * callers.length;
    expect(wrong).toEqual([]);
  });
});
