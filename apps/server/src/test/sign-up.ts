import type { MemoryMailer } from '../platform/mailer.js';
import { TEST_PASSWORD } from './factories.js';

/** A visitor's sign-up form for `POST /api/auth/register`: a pharmacy in Najaf. */
export const registration = (email: string, password = TEST_PASSWORD) => ({
  email,
  password,
  firstName: 'Mona',
  lastName: 'Saleh',
  businessName: 'Mona Pharmacy',
  businessPhone: '+964 770 000 1111',
  businessLocation: 'Najaf',
  userType: 'retailer',
  retailerType: 'pharmacy',
});

/** The 6-digit code last mailed to `email`; throws when none was. */
export function mailedCode(mailer: MemoryMailer, email: string): string {
  const code = mailer.lastTo(email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The business profile fields of `PUT /api/auth/update-profile` (the type is the account's own). */
export const profileFields = {
  firstName: 'Sara',
  lastName: 'Jaber',
  businessName: 'Sara Drugstore',
  businessPhone: '+964 771 222 3333',
  businessLocation: 'Karbala',
};
