import type { Capability } from '@assist/domain';
import type { InjectOptions } from 'fastify';
import type { Access } from '../../platform/access-plugin.js';
import { type ApiRoute, fillPath } from './route-table.js';

/** An id no table holds: path parameters of the access suite point at nothing. */
export const absentId = 2_147_483_000;

/** What the route table says of a caller with these areas (null: anonymous). */
export function permits(access: Access, areas: Set<Capability> | null): boolean {
  if (access === 'public') return true;
  if (!areas) return false;
  if (access === 'signedIn') return true;
  return [access].flat().some((area) => areas.has(area));
}

const withBody = new Set(['POST', 'PUT', 'PATCH']);

/** The smallest request to a route: absent ids in the path, an empty JSON body where one is read. */
export function minimalRequest(route: ApiRoute): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, () => absentId),
    ...(withBody.has(route.method) ? { payload: {} } : {}),
  };
}
