import { describe, expect, it } from 'vitest';
import { type AccessSubject, type Capability, capabilities } from './capabilities.js';

const owner = (over: Partial<AccessSubject>): AccessSubject => ({
  role: 'user',
  userType: 'retailer',
  subscriptionPlan: 'basic',
  subscriptionStatus: 'active',
  isActive: true,
  isTeamMember: false,
  permissions: [],
  ...over,
});

const sorted = (areas: Iterable<Capability>) => [...areas].sort();

// The spec's route table (part 1 §2, §6), one row per case.
const table: { name: string; subject: AccessSubject; areas: Capability[] }[] = [
  {
    name: 'superadmin',
    subject: owner({ role: 'superadmin', userType: null }),
    areas: [
      'home',
      'dashboard',
      'inventory',
      'pos',
      'sales',
      'suppliers',
      'transfers',
      'aiAssistant',
      'superadmin',
      'testPages',
      'expenses',
      'returns',
      'categoryAnalytics',
      'settings',
      'offline',
    ],
  },
  {
    name: 'retailer basic: marketplace and settings only',
    subject: owner({ subscriptionPlan: 'basic' }),
    areas: ['home', 'marketplace', 'settings', 'offline'],
  },
  {
    name: 'retailer advance',
    subject: owner({ subscriptionPlan: 'advance' }),
    areas: [
      'home',
      'marketplace',
      'settings',
      'offline',
      'dashboard',
      'inventory',
      'recalls',
      'pos',
      'sales',
      'expenses',
      'returns',
      'categoryAnalytics',
    ],
  },
  {
    name: 'retailer super',
    subject: owner({ subscriptionPlan: 'super' }),
    areas: [
      'home',
      'marketplace',
      'settings',
      'offline',
      'dashboard',
      'inventory',
      'recalls',
      'pos',
      'sales',
      'expenses',
      'returns',
      'categoryAnalytics',
      'suppliers',
      'transfers',
      'aiAssistant',
      'teamManagement',
      'shortageNotebook',
    ],
  },
  {
    name: 'supplier basic: own marketplace, dashboard, settings',
    subject: owner({ userType: 'supplier', subscriptionPlan: 'basic' }),
    areas: ['home', 'supplierMarketplace', 'dashboard', 'settings', 'offline'],
  },
  {
    name: 'supplier advance adds the AI assistant',
    subject: owner({ userType: 'supplier', subscriptionPlan: 'advance' }),
    areas: [
      'home',
      'supplierMarketplace',
      'dashboard',
      'settings',
      'offline',
      'inventory',
      'recalls',
      'pos',
      'sales',
      'expenses',
      'returns',
      'categoryAnalytics',
      'aiAssistant',
    ],
  },
  {
    name: 'supplier super',
    subject: owner({ userType: 'supplier', subscriptionPlan: 'super' }),
    areas: [
      'home',
      'supplierMarketplace',
      'dashboard',
      'settings',
      'offline',
      'inventory',
      'recalls',
      'pos',
      'sales',
      'expenses',
      'returns',
      'categoryAnalytics',
      'suppliers',
      'transfers',
      'aiAssistant',
      'teamManagement',
      'shortageNotebook',
    ],
  },
  {
    name: 'expired subscription falls back to basic',
    subject: owner({ subscriptionPlan: 'super', subscriptionStatus: 'expired' }),
    areas: ['home', 'marketplace', 'settings', 'offline'],
  },
  {
    name: 'grace period keeps the plan',
    subject: owner({ subscriptionPlan: 'advance', subscriptionStatus: 'grace_period' }),
    areas: [
      'home',
      'marketplace',
      'settings',
      'offline',
      'dashboard',
      'inventory',
      'recalls',
      'pos',
      'sales',
      'expenses',
      'returns',
      'categoryAnalytics',
    ],
  },
  {
    name: 'team member with pos and sales: home, offline, pos, sales',
    subject: owner({ subscriptionPlan: 'super', isTeamMember: true, permissions: ['pos', 'sales'] }),
    areas: ['home', 'offline', 'pos', 'sales'],
  },
  {
    name: 'team member with settings, inventory, suppliers, team',
    subject: owner({
      subscriptionPlan: 'super',
      isTeamMember: true,
      permissions: ['settings', 'inventory', 'suppliers', 'team'],
    }),
    areas: ['home', 'offline', 'settings', 'inventory', 'recalls', 'suppliers', 'teamManagement'],
  },
  {
    name: 'team member without permissions: home and offline',
    subject: owner({ subscriptionPlan: 'super', isTeamMember: true, permissions: [] }),
    areas: ['home', 'offline'],
  },
  {
    name: "team member bounded by the owner's plan",
    subject: owner({ subscriptionPlan: 'basic', isTeamMember: true, permissions: ['pos', 'settings'] }),
    areas: ['home', 'offline', 'settings'],
  },
  { name: 'inactive account: nothing', subject: owner({ subscriptionPlan: 'super', isActive: false }), areas: [] },
  { name: 'unfinished signup: nothing', subject: owner({ needsSignupCompletion: true }), areas: [] },
];

describe('capabilities (spec route table)', () => {
  it.each(table)('$name', ({ subject, areas }) => {
    expect(sorted(capabilities(subject))).toEqual(sorted(areas));
  });
});
