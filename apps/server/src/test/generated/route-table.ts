import type { App } from '../../app.js';
import type { DeclaredRoute } from '../../platform/access-plugin.js';

/** A registered /api route the generated suites call (HEAD is GET's twin and left out). */
export type ApiRoute = DeclaredRoute;

/** Every /api route the app registered, from its own route table: a route added later is included. */
export function apiRoutes(app: App): ApiRoute[] {
  return app.routeTable.filter((route) => route.method !== 'HEAD');
}

/** The names of a route's path parameters: `/api/orders/:id/details` -> ['id']. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** The url with every path parameter replaced by `value(name)`. */
export function fillPath(url: string, value: (name: string) => string | number): string {
  return url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(String(value(name))));
}

export const describeRoute = (route: ApiRoute) => `${route.method} ${route.url}`;

/**
 * True when the concrete url reaches the route itself (its path parameters, with these values),
 * not the not-found handler, whose 404 would otherwise pass for the route's own.
 */
export function reachesRoute(app: App, route: ApiRoute, url: string): boolean {
  const found = app.findRoute({ method: route.method as 'GET', url: url.split('?')[0] ?? url });
  if (!found) return false;
  const names = pathParams(route.url);
  const params = found.params as Record<string, string>;
  return Object.keys(params).length === names.length && names.every((name) => name in params);
}
