import type { Capability } from './capabilities.js';

/**
 * The web paths of each area, in sidebar order (spec part 1 §2 Layout). An entry with `menu` is a
 * second page of its area with a menu entry of its own (label nav.<menu>), opened by the area's access.
 */
export const areaRoutes: { area: Capability; path: string; aliases?: string[]; menu?: string }[] = [
  { area: 'home', path: '/' },
  { area: 'pos', path: '/pos' },
  { area: 'inventory', path: '/inventory' },
  // Lane reorder (issue 31): what to order, under the inventory's access.
  { area: 'inventory', path: '/reorder', menu: 'reorder' },
  { area: 'sales', path: '/sales' },
  { area: 'offline', path: '/offline' },
  { area: 'dashboard', path: '/dashboard' },
  { area: 'expenses', path: '/expenses' },
  { area: 'returns', path: '/returns' },
  { area: 'categoryAnalytics', path: '/category-analytics' },
  { area: 'suppliers', path: '/suppliers' },
  { area: 'transfers', path: '/transfers' },
  { area: 'recalls', path: '/recalls' },
  { area: 'superadmin', path: '/superadmin-dashboard', aliases: ['/admin', '/superadmin'] },
  { area: 'aiAssistant', path: '/ai-assistant' },
  { area: 'supplierMarketplace', path: '/supplier-marketplace' },
  { area: 'marketplace', path: '/marketplace' },
  { area: 'teamManagement', path: '/team-management' },
  { area: 'shortageNotebook', path: '/shortage-notebook' },
  { area: 'settings', path: '/settings' },
  { area: 'testPages', path: '/test-optimizations', aliases: ['/load-test'] },
];

/** Mobile bottom bar items, in order (spec: home, inventory, POS, dashboard, settings). */
export const bottomBarAreas: Capability[] = ['home', 'inventory', 'pos', 'dashboard', 'settings'];

/** True when the bottom-bar item for `itemPath` is the active one for `currentPath`. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
