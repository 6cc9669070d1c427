import type { FastifyRequest } from 'fastify';

/**
 * Whether `GET /api/logout` may end the session: only when the browser says the navigation comes
 * from this site (`Sec-Fetch-Site: same-origin`) or from the person themselves (`none`: typed in
 * the address bar, a bookmark). `same-site`, `cross-site` and an absent header (no modern browser
 * vouches for the request) do not sign out, so a link or image on another site cannot.
 * docs/decisions/2026-11-25-sign-in-throttling.md
 */
export function mayLinkSignOut(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}
