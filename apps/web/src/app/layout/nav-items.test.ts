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
});
