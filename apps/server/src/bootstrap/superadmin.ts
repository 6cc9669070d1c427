import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';

/**
 * Creates the first superadmin when none exists, from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password that is printed once. Returns what to print, or null when one exists.
 */
export async function ensureSuperadmin(db: Db, admin: { email: string; password?: string }) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superadmin')).limit(1);
  if (existing) return null;
  const password = admin.password ?? randomBytes(9).toString('base64url');
  await db.insert(users).values({
    email: admin.email,
    passwordHash: await hashPassword(password),
    role: 'superadmin',
    firstName: 'System',
    lastName: 'Administrator',
    businessName: 'Assist',
    emailVerified: true,
    isActive: true,
    subscriptionPlan: 'super',
    subscriptionStatus: 'active',
  });
  return { email: admin.email, password, generated: !admin.password };
}
