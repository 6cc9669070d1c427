import {
  type AccessSubject,
  type Capability,
  type Plan,
  type TeamPermission,
  capabilities,
  teamPermissions,
} from '@assist/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AccountOptions, TEST_PASSWORD, createAccount, createTeamMember } from '../factories.js';
import { type TestApp, uniqueIp } from '../test-app.js';

/**
 * One kind of caller of the access suite: who it is for `capabilities()`, and how it signs in.
 * Each kind signs in to a tenant of its own, so nothing one kind's calls do reaches another's.
 */
export interface CallerKind {
  name: string;
  /** null: anonymous. */
  subject: AccessSubject | null;
  account?: AccountOptions;
  /** A team member of a new retailer (on `account.plan`, else super), holding these permissions. */
  permissions?: TeamPermission[];
}

const owner = (name: string, account: AccountOptions, subject: Partial<AccessSubject> = {}): CallerKind => ({
  name,
  account,
  subject: {
    role: account.role ?? 'user',
    userType: account.role === 'superadmin' ? null : (account.userType ?? 'retailer'),
    subscriptionPlan: account.plan ?? 'super',
    subscriptionStatus: account.subscriptionStatus ?? 'active',
    isActive: account.isActive ?? true,
    needsSignupCompletion: account.needsSignupCompletion ?? false,
    isTeamMember: false,
    permissions: [],
    ...subject,
  },
});

const member = (name: string, permissions: TeamPermission[], plan: Plan): CallerKind => ({
  name,
  permissions,
  account: { userType: 'retailer', plan },
  subject: {
    role: 'user',
    userType: 'retailer',
    subscriptionPlan: plan,
    subscriptionStatus: 'active',
    isActive: true,
    needsSignupCompletion: false,
    isTeamMember: true,
    permissions,
  },
});

const plans: Plan[] = ['basic', 'advance', 'super'];

/** Every kind of caller the route table knows of. */
export const callerKinds: CallerKind[] = [
  { name: 'anonymous', subject: null },
  owner('pending owner (signup to complete)', { needsSignupCompletion: true }),
  owner('inactive owner (awaiting activation)', { isActive: false }),
  ...plans.map((plan) => owner(`${plan} retailer`, { userType: 'retailer', plan })),
  ...plans.map((plan) => owner(`${plan} supplier`, { userType: 'supplier', plan })),
  owner('super retailer whose subscription expired', {
    userType: 'retailer',
    plan: 'super',
    subscriptionStatus: 'expired',
    subscriptionEndDate: new Date(Date.now() - 60 * 86_400_000),
  }),
  ...teamPermissions.map((permission) =>
    member(`team member with ${permission} (super retailer)`, [permission], 'super'),
  ),
  // The owner's plan bounds what its members' permissions open.
  member('team member with every permission (basic retailer)', [...teamPermissions], 'basic'),
  owner('superadmin', { role: 'superadmin' }),
];

/** The areas the route table gives this kind of caller. */
export function areasOf(kind: CallerKind): Set<Capability> {
  return kind.subject ? capabilities(kind.subject) : new Set();
}

/** A signed-in (or anonymous) caller that signs in again whenever an answer ended its session. */
export class Caller {
  private cookie = '';
  private readonly ip = uniqueIp();
  /** The tenant the caller's calls are scoped by (none for anonymous). */
  ownerId: number | null = null;
  private signIn: () => Promise<LightMyRequestResponse> = async () => {
    throw new Error('anonymous');
  };

  private constructor(
    private readonly t: TestApp,
    readonly kind: CallerKind,
  ) {}

  static async create(t: TestApp, kind: CallerKind): Promise<Caller> {
    const caller = new Caller(t, kind);
    if (!kind.subject) return caller;
    if (kind.permissions) {
      const tenant = await createAccount(t, kind.account);
      const member = await createTeamMember(t, tenant.id, kind.permissions);
      caller.ownerId = tenant.id;
      caller.signIn = () =>
        caller.inject({
          method: 'POST',
          url: '/api/auth/team-login',
          payload: { username: member.username, password: TEST_PASSWORD },
        });
    } else {
      const user = await createAccount(t, kind.account);
      caller.ownerId = user.id;
      caller.signIn = () =>
        caller.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: TEST_PASSWORD },
        });
    }
    await caller.ensureSignedIn();
    return caller;
  }

  private async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      ...options,
      remoteAddress: this.ip,
      headers: { ...options.headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    const set = response.cookies.find((c) => c.name === 'assist.sid');
    if (set) this.cookie = set.value ? `assist.sid=${set.value}` : '';
    return response;
  }

  /** Signs in again when a call (a sign-out, say) ended the session. */
  async ensureSignedIn(): Promise<void> {
    if (!this.kind.subject || this.cookie) return;
    const response = await this.signIn();
    if (response.statusCode !== 200) throw new Error(`${this.kind.name}: sign-in failed: ${response.body}`);
  }

  async call(options: InjectOptions): Promise<LightMyRequestResponse> {
    await this.ensureSignedIn();
    return this.inject(options);
  }
}
