import { areaRoutes, type Capability, type CurrentUser } from '@assist/domain';

export interface HomeLink {
  area: Capability;
  path: string;
}

const pathOf = (area: Capability) => areaRoutes.find((route) => route.area === area)?.path ?? '/';

/**
 * Home cards (spec part 2, Home page): dashboard (the superadmin dashboard for a superadmin),
 * inventory, POS, sales; only those the user may open.
 */
export function homeCardsFor(user: Pick<CurrentUser, 'role' | 'capabilities'>): HomeLink[] {
  const allowed = new Set(user.capabilities);
  const first: Capability = user.role === 'superadmin' ? 'superadmin' : 'dashboard';
  return ([first, 'inventory', 'pos', 'sales'] as Capability[])
    .filter((area) => allowed.has(area))
    .map((area) => ({ area, path: pathOf(area) }));
}

/** Quick actions to inventory, POS and suppliers, where allowed. */
export function quickActionsFor(user: Pick<CurrentUser, 'capabilities'>): HomeLink[] {
  const allowed = new Set(user.capabilities);
  return (['inventory', 'pos', 'suppliers'] as Capability[])
    .filter((area) => allowed.has(area))
    .map((area) => ({ area, path: pathOf(area) }));
}

/** When none of the main cards apply (e.g. the basic plan): the other areas the user holds. */
export function otherAreasFor(user: Pick<CurrentUser, 'capabilities'>, shown: HomeLink[]): HomeLink[] {
  const skip = new Set<Capability>(['home', ...shown.map((link) => link.area)]);
  return areaRoutes
    .filter((route) => user.capabilities.includes(route.area) && !skip.has(route.area))
    .map((route) => ({ area: route.area, path: route.path }));
}
