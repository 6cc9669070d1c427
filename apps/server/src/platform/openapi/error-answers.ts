import { type ErrorCode, ErrorResponse, errorCodes } from '@assist/domain';
import { z } from 'zod';
import type { Access } from '../access-plugin.js';
import { heavyReadRoutes } from '../heavy-reads.js';

/** What the document needs to know of a route to say which errors it can answer. */
export interface RouteFacts {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's contract parts as JSON schema (after the zod transform). */
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A field naming a row by id: another tenant's (or a gone) row answers 404. */
const idField = /"(id|\w+Id|\w+Ids)":/;

/**
 * The error codes any route of this shape can answer, whatever its module does, read from the
 * platform's own hooks (app.ts): the hostile-input guard and the global rate limit reach every
 * route; access refuses with 401/403; the origin check and Fastify's body parsing reach writes;
 * the heavy-read cap its routes. A module's own refusals (409 name_conflict, ...) come from
 * `moduleErrorCodes`. Example: GET /api/suppliers/:id with access 'suppliers' answers
 * validation, unauthorized, forbidden, not_found, rate_limited and server_error.
 */
export function platformErrorCodes(route: RouteFacts): ErrorCode[] {
  const codes: ErrorCode[] = ['validation', 'control_characters', 'rate_limited', 'server_error'];
  if (route.access !== 'public') codes.push('unauthorized');
  if (route.access !== 'public' && route.access !== 'signedIn') codes.push('forbidden');
  if (writes.has(route.method)) codes.push('cross_site', 'invalid_json', 'too_large', 'unsupported_media_type');
  if (route.params || idField.test(JSON.stringify([route.querystring ?? null, route.body ?? null]))) {
    codes.push('not_found');
  }
  if (heavyReadRoutes.has(`${route.method} ${route.url}`)) codes.push('server_busy');
  return codes;
}

/** The error body of every refusal, as JSON schema (OpenAPI 3.0), written once from the domain's contract. */
export const errorBodySchema = z.toJSONSchema(ErrorResponse, { target: 'openapi-3.0', io: 'output' });

/**
 * The response entries (status -> schema with a description naming its codes) for these codes,
 * one per status: `{ 404: { description: 'not_found, supplier_not_found', ...errorBody } }`.
 */
export function errorResponses(codes: Iterable<ErrorCode>): Record<string, object> {
  const byStatus = new Map<number, Set<string>>();
  for (const code of codes) {
    const status = errorCodes[code].status;
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  const responses: Record<string, object> = {};
  for (const [status, names] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = { description: `Refused: ${[...names].sort().join(', ')}`, ...errorBodySchema };
  }
  return responses;
}
