import type { Plan, TeamPermission } from '@assist/domain';
import { teamMembers, users } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { Client, type TestApp, uniqueEmail } from './test-app.js';

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;
function testHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export interface AccountOptions {
  userType?: 'retailer' | 'supplier';
  plan?: Plan;
  role?: 'superadmin' | 'user';
  isActive?: boolean;
  emailVerified?: boolean;
  needsSignupCompletion?: boolean;
  subscriptionStatus?: 'trial' | 'active' | 'expired' | 'grace_period';
  subscriptionEndDate?: Date | null;
}

/** Inserts an account owner (a tenant) straight into the database. */
export async function createAccount(t: TestApp, options: AccountOptions = {}) {
  const userType = options.userType ?? 'retailer';
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: uniqueEmail(options.role === 'superadmin' ? 'admin' : userType),
      passwordHash: await testHash(),
      role: options.role ?? 'user',
      firstName: 'Test',
      lastName: 'Owner',
      userType: options.role === 'superadmin' ? null : userType,
      retailerType: userType === 'retailer' ? 'pharmacy' : null,
      supplierType: userType === 'supplier' ? 'pharmaceutical' : null,
      businessName: 'Test Business',
      businessPhone: '+964 700 000 0000',
      businessLocation: 'Baghdad',
      emailVerified: options.emailVerified ?? true,
      isActive: options.isActive ?? true,
      needsSignupCompletion: options.needsSignupCompletion ?? false,
      subscriptionPlan: options.plan ?? 'super',
      subscriptionStatus: options.subscriptionStatus ?? 'active',
      subscriptionEndDate: options.subscriptionEndDate ?? null,
    })
    .returning();
  if (!row) throw new Error('account not created');
  return row;
}

export async function createTeamMember(
  t: TestApp,
  ownerId: number,
  permissions: TeamPermission[],
  options: { isActive?: boolean } = {},
) {
  const [row] = await t.database.db
    .insert(teamMembers)
    .values({
      ownerId,
      employeeNumber: `EMP-${Math.floor(Math.random() * 1e6)}`,
      username: `tm${Math.random().toString(36).slice(2, 10)}`,
      passwordHash: await testHash(),
      role: 'employee',
      permissions,
      isActive: options.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('team member not created');
  return row;
}

/** A client signed in as a new account owner. */
export async function signedInOwner(t: TestApp, options: AccountOptions = {}) {
  const user = await createAccount(t, options);
  const client = new Client(t.app);
  const response = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { user, client };
}

/** A client signed in as a new team member of `ownerId`. */
export async function signedInTeamMember(t: TestApp, ownerId: number, permissions: TeamPermission[]) {
  const member = await createTeamMember(t, ownerId, permissions);
  const client = new Client(t.app);
  const response = await client.post('/api/auth/team-login', { username: member.username, password: TEST_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`team login failed: ${response.body}`);
  return { member, client };
}
