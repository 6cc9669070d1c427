import { areaRoutes, bottomBarAreas, type Capability, type CurrentUser } from '@assist/domain';
import type { ComponentType } from 'react';
import { areaIcons, menuIcons } from '../../components/area-icons';
import { allowedAreas } from './allowed-areas';

export interface NavItem {
  /** The entry's own name (its area, or the `menu` of a second page of an area): keys and test ids. */
  id: string;
  area: Capability;
  path: string;
  icon: ComponentType<{ className?: string }>;
  /** i18n key, namespace layout. */
  labelKey: string;
}

export { allowedAreas };

/** Areas with routes but no menu entry (the spec's sidebar does not list the test pages). */
const notInMenu = new Set<Capability>(['testPages']);

/** Sidebar and drawer items, in the spec's sidebar order. */
export function navItemsFor(user: Pick<CurrentUser, 'capabilities'>): NavItem[] {
  const allowed = allowedAreas(user);
  return areaRoutes
    .filter((route) => allowed.has(route.area) && !notInMenu.has(route.area))
    .map((route) => ({
      id: route.menu ?? route.area,
      area: route.area,
      path: route.path,
      icon: route.menu ? (menuIcons[route.menu] ?? areaIcons[route.area]) : areaIcons[route.area],
      labelKey: `nav.${route.menu ?? route.area}`,
    }));
}

/** Bottom bar items (home, inventory, POS, dashboard, settings) the user may open. */
export function bottomItemsFor(user: Pick<CurrentUser, 'capabilities'>): NavItem[] {
  const items = navItemsFor(user);
  return bottomBarAreas.flatMap((area) => items.filter((item) => item.id === area));
}
