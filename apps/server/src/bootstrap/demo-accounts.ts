import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { teamMembers, users } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';

/** The demo logins, also written in the README. */
export const demoLogins = {
  pharmacy: { email: 'pharmacy@demo.assist', password: 'demo1234' },
  generalStore: { email: 'store@demo.assist', password: 'demo1234' },
  supplier: { email: 'supplier@demo.assist', password: 'demo1234' },
  cashier: { username: 'cashier', password: 'demo1234' },
} as const;

const YEAR_MS = 365 * 86_400_000;

/** The demo businesses are in Baghdad: their days and months are Baghdad's. */
export const demoTimeZone = 'Asia/Baghdad';

/**
 * Creates the demo accounts on an empty database: a pharmacy on plan super, a general store on
 * plan basic, a pharmaceutical supplier, and a cashier of the pharmacy with pos and sales.
 * Returns the pharmacy's id (later issues add its stock and sales), or null when already there.
 */
export async function seedDemoAccounts(db: Db): Promise<{ pharmacyId: number } | null> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoLogins.pharmacy.email}`);
  if (count > 0) return null;
  const passwordHash = await hashPassword(demoLogins.pharmacy.password);
  const paidUntil = new Date(Date.now() + YEAR_MS);
  const common = {
    passwordHash,
    emailVerified: true,
    isActive: true,
    subscriptionStatus: 'active' as const,
    subscriptionEndDate: paidUntil,
    nextBillingDate: paidUntil,
    timeZone: demoTimeZone,
  };
  const [pharmacy] = await db
    .insert(users)
    .values({
      ...common,
      email: demoLogins.pharmacy.email,
      firstName: 'Layla',
      lastName: 'Hassan',
      userType: 'retailer',
      retailerType: 'pharmacy',
      businessName: 'Al Shifa Pharmacy',
      businessPhone: '+964 770 123 4567',
      businessLocation: 'Baghdad, Iraq',
      businessCategory: 'pharmacy',
      subscriptionPlan: 'super',
      preferredCurrency: 'IQD',
    })
    .returning({ id: users.id });
  await db.insert(users).values([
    {
      ...common,
      email: demoLogins.generalStore.email,
      firstName: 'Omar',
      lastName: 'Khalil',
      userType: 'retailer',
      retailerType: 'general_store',
      businessName: 'Corner Market',
      businessPhone: '+964 750 555 0101',
      businessLocation: 'Erbil, Iraq',
      businessCategory: 'general',
      subscriptionPlan: 'basic',
      preferredCurrency: 'IQD',
    },
    {
      ...common,
      email: demoLogins.supplier.email,
      firstName: 'Sami',
      lastName: 'Youssef',
      userType: 'supplier',
      supplierType: 'pharmaceutical',
      businessName: 'MedSupply Co.',
      businessPhone: '+964 780 222 3344',
      businessLocation: 'Basra, Iraq',
      businessCategory: 'pharmacy',
      subscriptionPlan: 'super',
      isMarketplaceEnabled: true,
      // An importer: it sells in dollars; the pharmacy, in dinars, receives at a rate (issue 26).
      preferredCurrency: 'USD',
    },
  ]);
  if (!pharmacy) throw new Error('demo pharmacy was not created');
  await db.insert(teamMembers).values({
    ownerId: pharmacy.id,
    employeeNumber: 'EMP-0001',
    username: demoLogins.cashier.username,
    passwordHash,
    firstName: 'Noor',
    lastName: 'Ali',
    role: 'cashier',
    permissions: ['pos', 'sales'],
    isActive: true,
  });
  return { pharmacyId: pharmacy.id };
}
