import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { idFieldsOf, isObjectId, pointedAt } from './body-ids.js';
import type { Schema } from './example-value.js';
import { type ApiRoute, describeRoute, fillPath, pathParams } from './route-table.js';
import { validExample } from './valid-example.js';

export const objectIdParams = (route: ApiRoute) => pathParams(route.url).filter(isObjectId);

/**
 * Routes whose body carries ids they do not look up, each with the reason: another tenant's id
 * there reaches nothing. The only list of its kind; every other route must say "not found".
 */
export const idsNotLookedUp: Record<string, string> = {
  'POST /api/pos/cart-drafts':
    "a held cart keeps the till's copy of its lines; their ids are looked up only at checkout (POST /api/sales)",
};

const schemaPart = (route: ApiRoute, part: 'params' | 'querystring' | 'body') =>
  (route.schema as Record<string, Schema | undefined> | undefined)?.[part];

const withBody = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A request the route's schemas accept, built once. `to(id)` points every object id at `id`: the
 * path's and the body's id fields (`supplierId`, `items.0.inventoryId`, `orderIds`).
 */
export function validRequest(route: ApiRoute) {
  const problems: string[] = [];
  const example = (part: 'params' | 'querystring' | 'body') => {
    const schema = schemaPart(route, part);
    if (!schema) return undefined;
    const made = validExample(schema);
    if (!made.ok) problems.push(`${part}: ${made.issues.join('; ')}`);
    return made.value as Record<string, unknown>;
  };
  const params = example('params') ?? {};
  const query = example('querystring');
  const body = example('body') ?? (withBody.has(route.method) ? {} : undefined);
  const bodyIds = idFieldsOf(body);
  const to = (id: number): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, (name) => (isObjectId(name) ? id : String(params[name] ?? 'x'))),
    ...(query
      ? { query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)]]))) }
      : {}),
    ...(body !== undefined ? { payload: pointedAt(body, bodyIds, id) as Record<string, unknown> } : {}),
  });
  const looksUpIds = objectIdParams(route).length > 0 || bodyIds.length > 0;
  return { to, problems, looksUpIds, mustSayNotFound: !(describeRoute(route) in idsNotLookedUp) };
}

/** The answer says the object was not found: a 404, or a batch answer whose every entry is "not found". */
export function saysNotFound(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 404) return true;
  if (response.statusCode !== 200) return false;
  const body = response.json() as unknown;
  return (
    Array.isArray(body) &&
    body.length > 0 &&
    body.every((entry: { ok?: boolean; status?: number; error?: string; message?: string }) => {
      const text = `${entry.error ?? ''} ${entry.message ?? ''}`;
      return entry.ok === false && (entry.status === 404 || /not found/i.test(text));
    })
  );
}
