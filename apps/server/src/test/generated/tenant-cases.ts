import type { InjectOptions } from 'fastify';
import type { Schema } from './example-value.js';
import { type ApiRoute, fillPath, pathParams } from './route-table.js';
import { validExample } from './valid-example.js';

/**
 * A path parameter names a tenant's object when it is `id` or ends in `Id` (`:id`, `:productId`);
 * others (`:username`, `:year`) are not objects of a tenant and are filled with an example value.
 */
export const isObjectId = (name: string) => name === 'id' || /Id$/.test(name);

export const objectIdParams = (route: ApiRoute) => pathParams(route.url).filter(isObjectId);

const schemaPart = (route: ApiRoute, part: 'params' | 'querystring' | 'body') =>
  (route.schema as Record<string, Schema | undefined> | undefined)?.[part];

const withBody = new Set(['POST', 'PUT', 'PATCH']);

/** A request the route's schemas accept, built once; `to(id)` points its object ids at `id`. */
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
  const to = (id: number): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, (name) => (isObjectId(name) ? id : String(params[name] ?? 'x'))),
    ...(query
      ? { query: Object.fromEntries(Object.entries(query).filter(([, v]) => v != null).map(([k, v]) => [k, String(v)])) }
      : {}),
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return { to, problems };
}
