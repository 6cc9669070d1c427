import type { Capability, CurrentUser } from '@assist/domain';

/**
 * The areas this user may open (the server's answer is the source of truth). A file of its own:
 * the routes need it on every visit, the menu's icons (nav-items.ts) only once signed in.
 */
export function allowedAreas(user: Pick<CurrentUser, 'capabilities'>): Set<Capability> {
  return new Set(user.capabilities as Capability[]);
}
