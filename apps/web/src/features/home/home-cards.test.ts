import { describe, expect, it } from 'vitest';
import { homeCardsFor, otherAreasFor, quickActionsFor } from './home-cards';

const owner = (capabilities: string[], role: 'user' | 'superadmin' = 'user') => ({ role, capabilities });

describe('home cards', () => {
  it('shows dashboard, inventory, POS and sales to a paid owner', () => {
    const user = owner(['home', 'dashboard', 'inventory', 'pos', 'sales', 'suppliers', 'settings']);
    expect(homeCardsFor(user).map((c) => c.path)).toEqual(['/dashboard', '/inventory', '/pos', '/sales']);
    expect(quickActionsFor(user).map((c) => c.path)).toEqual(['/inventory', '/pos', '/suppliers']);
  });

  it('sends a superadmin to the superadmin dashboard', () => {
    const user = owner(['home', 'dashboard', 'superadmin', 'inventory', 'pos', 'sales'], 'superadmin');
    expect(homeCardsFor(user)[0]).toEqual({ area: 'superadmin', path: '/superadmin-dashboard' });
  });

  it('shows a team member only the cards it holds', () => {
    const user = owner(['home', 'offline', 'pos', 'sales']);
    expect(homeCardsFor(user).map((c) => c.area)).toEqual(['pos', 'sales']);
    expect(quickActionsFor(user).map((c) => c.area)).toEqual(['pos']);
  });

  it('offers the other areas when none of the main cards apply (basic plan)', () => {
    const user = owner(['home', 'settings', 'offline', 'marketplace']);
    expect(homeCardsFor(user)).toEqual([]);
    expect(otherAreasFor(user, []).map((c) => c.area)).toEqual(['offline', 'marketplace', 'settings']);
  });
});
