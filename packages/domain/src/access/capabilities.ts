import type { Plan, SubscriptionStatus, TeamPermission, UserType } from './user.js';

/**
 * A capability is one area of the product a user may open: a screen in the web app and the
 * `/api` routes behind it. The spec's route table (part 1 §2, §6) lives here and nowhere else.
 */
export const allCapabilities = [
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
  'marketplace',
  'supplierMarketplace',
  'teamManagement',
  'shortageNotebook',
  // Lane recalls (issue 30): recalls of a batch; opened with the inventory (derivedAreas).
  'recalls',
] as const;
export type Capability = (typeof allCapabilities)[number];

/** What `capabilities()` needs to know about the actor. */
export interface AccessSubject {
  role: 'superadmin' | 'user';
  userType: UserType | null;
  subscriptionPlan: Plan;
  subscriptionStatus?: SubscriptionStatus;
  isActive: boolean;
  needsSignupCompletion?: boolean;
  isTeamMember: boolean;
  permissions: readonly TeamPermission[];
}

const superadminAreas: Capability[] = [
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
];
const paidAreas: Capability[] = ['dashboard', 'inventory', 'pos', 'sales', 'expenses', 'returns', 'categoryAnalytics'];
const superAreas: Capability[] = ['suppliers', 'transfers', 'aiAssistant', 'teamManagement', 'shortageNotebook'];

/** Which team permission opens which area for a team member. */
const permissionAreas: Record<TeamPermission, Capability> = {
  pos: 'pos',
  inventory: 'inventory',
  sales: 'sales',
  suppliers: 'suppliers',
  team: 'teamManagement',
  settings: 'settings',
};

/** The areas an account owner holds by role, business type and plan (spec route table). */
function ownerAreas(subject: AccessSubject): Set<Capability> {
  if (subject.role === 'superadmin') return new Set<Capability>(['home', ...superadminAreas]);
  // An expired subscription falls back to what the basic plan gives.
  const plan: Plan = subject.subscriptionStatus === 'expired' ? 'basic' : subject.subscriptionPlan;
  const areas = new Set<Capability>(['home', 'settings', 'offline']);
  if (subject.userType === 'supplier') {
    areas.add('supplierMarketplace');
    areas.add('dashboard');
    if (plan === 'advance' || plan === 'super') for (const a of paidAreas) areas.add(a);
    if (plan === 'advance') areas.add('aiAssistant');
  } else if (subject.userType === 'retailer') {
    areas.add('marketplace');
    if (plan === 'advance' || plan === 'super') for (const a of paidAreas) areas.add(a);
  }
  if (plan === 'super' && subject.userType) for (const a of superAreas) areas.add(a);
  return areas;
}

/**
 * Every area the subject may open. A team member gets home and offline, plus each area its
 * permissions name, bounded by what its owner's plan allows (the subject carries the owner's
 * type and plan). An inactive account or one with unfinished signup opens nothing.
 * Example: a retailer on plan basic -> home, settings, offline, marketplace.
 */
export function capabilities(subject: AccessSubject): Set<Capability> {
  if (!subject.isActive || subject.needsSignupCompletion) return new Set();
  const owner = ownerAreas(subject);
  if (!subject.isTeamMember) return withDerived(owner);
  const areas = new Set<Capability>(['home', 'offline']);
  for (const permission of subject.permissions) {
    const area = permissionAreas[permission];
    if (owner.has(area)) areas.add(area);
  }
  return withDerived(areas);
}

/**
 * Areas that come with another (lane recalls): whoever keeps the inventory handles its recalls
 * (a supplier recalls what it sold, a shop reads the recalls that reached it). Superadmin excepted.
 */
function withDerived(areas: Set<Capability>): Set<Capability> {
  if (areas.has('inventory') && !areas.has('superadmin')) areas.add('recalls');
  return areas;
}

/** True when the subject may open the area. */
export function can(subject: AccessSubject, area: Capability): boolean {
  return capabilities(subject).has(area);
}
