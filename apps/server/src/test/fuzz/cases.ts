import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { brokenMultipartBodies } from './broken-multipart.js';
import { brokenJsonBodies, hostilePathIds } from './hostile-values.js';
import { exampleOf } from './json-schema.js';
import { leavesOf, mutationOf, setLeaf, show } from './mutations.js';
import { mustRefuse, strictLeaves, strictValues } from './strict-fields.js';
import type { FuzzRoute } from './routes.js';

/** One request of the suite and what it tries. */
export interface FuzzCase {
  label: string;
  request: InjectOptions;
  /** Set when any 2xx answer is a failure: why accepting it is wrong. */
  mustRefuse?: string;
}

interface Parts {
  body?: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
}

/** A stable seed per route, so a failure replays the same cases. */
export function seedOf(route: FuzzRoute): number {
  let hash = 7;
  for (const char of `${route.method} ${route.url}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

function toRequest(route: FuzzRoute, parts: Parts): InjectOptions {
  let url = route.url;
  for (const [name, value] of Object.entries(parts.params))
    url = url.replace(`:${name}`, encodeURIComponent(String(value).toWellFormed()));
  url = url.replace(/:\w+/g, '1');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const query = search.toString();
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
  };
  if (parts.body !== undefined) {
    request.payload = JSON.stringify(parts.body);
    request.headers = { 'content-type': 'application/json' };
  }
  return request;
}

/** `numRuns` generated cases: a valid example from the contract with one hostile mutation. */
export function generatedCases(route: FuzzRoute, numRuns: number): FuzzCase[] {
  const example = fc.record({
    body: route.body ? exampleOf(route.body) : fc.constant(undefined),
    query: exampleOf(route.query),
    params: exampleOf(route.params),
  }) as fc.Arbitrary<Parts>;
  const targets = (['body', 'query', 'params'] as const).filter((where) =>
    where === 'body' ? route.body : Object.keys(route[where].properties ?? {}).length > 0,
  );
  if (targets.length === 0) targets.push('query');
  const mutated = example.chain((parts) =>
    fc.constantFrom(...targets).chain((where) =>
      mutationOf(parts[where] ?? {}).map((m) => ({
        parts: { ...parts, [where]: where === 'body' ? m.value : asRecord(m.value) },
        label: `${where}: ${m.change}`,
      })),
    ),
  );
  return fc
    .sample(mutated, { seed: seedOf(route), numRuns })
    .map(({ parts, label }) => ({ label, request: toRequest(route, parts) }));
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

/** Fixed cases: path ids out of range, broken JSON, broken multipart for bodies without a JSON contract. */
export function fixedCases(route: FuzzRoute): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const [example] = fc.sample(
    fc.record({
      body: route.body ? exampleOf(route.body) : fc.constant(undefined),
      query: exampleOf(route.query),
      params: exampleOf(route.params),
    }),
    { seed: seedOf(route), numRuns: 1 },
  ) as Parts[];
  const base = example ?? { query: {}, params: {} };
  for (const name of Object.keys(route.params.properties ?? {})) {
    for (const id of hostilePathIds) {
      const request = toRequest(route, { ...base, params: { ...base.params, [name]: '__ID__' } });
      request.url = String(request.url).replace('__ID__', id);
      cases.push({ label: `path ${name} = ${id}`, request });
    }
  }
  cases.push(...leafCases(route, base), ...strictCases(route, base));
  if (route.method === 'GET' || route.method === 'DELETE') return cases;
  const url = toRequest(route, { ...base, body: undefined }).url;
  for (const payload of brokenJsonBodies) {
    cases.push({
      label: `broken JSON ${show(payload)}`,
      request: {
        method: route.method as InjectOptions['method'],
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      },
    });
  }
  if (!route.body) {
    for (const body of brokenMultipartBodies()) {
      cases.push({
        label: `multipart: ${body.label}`,
        request: {
          method: route.method as InjectOptions['method'],
          url,
          payload: body.payload,
          headers: { 'content-type': body.contentType },
        },
      });
    }
  }
  return cases;
}

/** For each field of the example (the first 12): a NUL inside a text, an id past 2^31, money past NUMERIC(14,2). */
function leafCases(route: FuzzRoute, base: Parts): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const where of ['body', 'query'] as const) {
    const value = base[where];
    if (value === undefined) continue;
    for (const [path, leaf] of leavesOf(value).slice(0, 12)) {
      const hostile = typeof leaf === 'string' ? ['a\u0000b'] : [2_147_483_648, 999_999_999_999.99, 1e15];
      for (const item of hostile) {
        const parts = { ...base, [where]: setLeaf(value, path, where === 'query' ? String(item) : item) };
        cases.push({ label: `${where}: ${path.join('.')} = ${show(item)}`, request: toRequest(route, parts) });
      }
    }
  }
  return cases;
}

/**
 * Every money field of the example sent loose amounts (true, hex, exponent, 3 decimals) and every
 * single-line text field sent direction controls (the first 8 such fields): none may be accepted.
 */
function strictCases(route: FuzzRoute, base: Parts): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const where of ['body', 'query'] as const) {
    const value = base[where];
    const schema = where === 'body' ? route.body : route.query;
    if (value === undefined) continue;
    for (const [path, kind] of strictLeaves(schema, value).slice(0, 8)) {
      for (const item of strictValues[kind].values) {
        const sent = where === 'query' && typeof item !== 'string' ? String(item) : item;
        const parts = { ...base, [where]: setLeaf(value, path, sent) };
        cases.push({ ...mustRefuse(kind, path, sent), request: toRequest(route, parts) });
      }
    }
  }
  return cases;
}
