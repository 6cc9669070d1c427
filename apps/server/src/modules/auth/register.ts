import type { RegisterRequest } from '@assist/domain';
import { businessCategoryOf } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { findAnyUserByEmail } from './users-repository.js';
import type { OtpService } from './otp.js';

const DAY_MS = 86_400_000;

/**
 * Creates the account and sends the code. An e-mail already registered answers 409: verified,
 * it is taken; waiting for its code, nothing changes (not the password, not the code's tries) and
 * the answer says to enter the code or ask for a new one (POST /api/auth/resend-otp), so nobody
 * can take over a sign-up by registering its e-mail again. New accounts start a trial with every feature of plan super; with manual activation on (the
 * default) they wait for the superadmin before they can use the app.
 */
export async function register(ctx: AppContext, otp: OtpService, input: RegisterRequest) {
  const existing = await findAnyUserByEmail(ctx.db, input.email);
  if (existing && (existing.emailVerified || existing.deletedAt)) {
    throw conflict('email_taken');
  }
  if (existing) {
    throw conflict('email_pending_verification');
  }
  const settings = await ctx.settings.get();
  const profile = {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    businessName: input.businessName,
    businessPhone: input.businessPhone,
    businessLocation: input.businessLocation,
    userType: input.userType,
    retailerType: input.userType === 'retailer' ? (input.retailerType ?? null) : null,
    supplierType: input.userType === 'supplier' ? (input.supplierType ?? null) : null,
    businessCategory: businessCategoryOf(input),
    // Asked on the form; an older client's body without them keeps the columns' USD and UTC.
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    ...(input.preferredCurrency !== undefined ? { preferredCurrency: input.preferredCurrency } : {}),
    updatedAt: new Date(),
  };
  const trialEnd = new Date(Date.now() + settings.trialDays * DAY_MS);
  await ctx.db.insert(users).values({
    ...profile,
    isActive: !settings.manualActivation,
    subscriptionPlan: 'super',
    subscriptionStatus: 'trial',
    subscriptionEndDate: trialEnd,
    nextBillingDate: trialEnd,
  });
  await otp.send(input.email);
  return {
    message: 'Registration successful. Please check your email for the verification code.',
    email: input.email,
  };
}

export async function verifyEmail(ctx: AppContext, otp: OtpService, email: string, code: string) {
  await otp.verify(email, code);
  await ctx.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.email, email));
  return { message: 'Email verified successfully. You can now log in to your account.' };
}

/** Sends a fresh code when the account exists and is unverified; answers the same either way. */
export async function resendCode(ctx: AppContext, otp: OtpService, email: string) {
  const user = await findAnyUserByEmail(ctx.db, email);
  if (user && !user.emailVerified && !user.deletedAt) await otp.send(email, { enforceGap: true });
  return { message: 'OTP sent' };
}
