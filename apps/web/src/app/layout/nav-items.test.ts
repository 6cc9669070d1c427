import { describe, expect, it } from 'vitest';
import { bottomItemsFor, navItemsFor } from './nav-items';

describe('navigation items', () => {
  it('lists allowed areas in the spec sidebar order', () => {
    const user = { capabilities: ['settings', 'marketplace', 'home', 'offline', 'pos'] };
    expect(navItemsFor(user).map((i) => i.path)).toEqual(['/', '/pos', '/offline', '/marketplace', '/settings']);
  });

  it('keeps the bottom bar to home, inventory, POS, dashboard, settings', () => {
    const user = { capabilities: ['home', 'pos', 'inventory', 'sales', 'dashboard', 'settings', 'offline'] };
    expect(bottomItemsFor(user).map((i) => i.area)).toEqual(['home', 'inventory', 'pos', 'dashboard', 'settings']);
  });

  // Lane reorder (issue 31): Reorder is a page of the inventory area with its own entry, after Inventory.
  it('lists Reorder after Inventory for those with the inventory area, never on the bottom bar', () => {
    const user = { capabilities: ['home', 'inventory', 'settings'] };
    expect(navItemsFor(user).map((i) => [i.id, i.path, i.labelKey])).toEqual([
      ['home', '/', 'nav.home'],
      ['inventory', '/inventory', 'nav.inventory'],
      ['reorder', '/reorder', 'nav.reorder'],
      ['settings', '/settings', 'nav.settings'],
    ]);
    expect(bottomItemsFor(user).map((i) => i.path)).toEqual(['/', '/inventory', '/settings']);
    expect(navItemsFor({ capabilities: ['home', 'pos'] }).map((i) => i.id)).not.toContain('reorder');
  });
});
