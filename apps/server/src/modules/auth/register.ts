import type { RegisterRequest, VerifyOtpRequest } from '@assist/domain';
import { businessCategoryOf } from '@assist/domain';
import { and, eq, sql } from 'drizzle-orm';
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
  const profile = await registrationProfile(input);
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

/** The account's columns a registration sets (register, and the owner's own at verification). */
async function registrationProfile(input: RegisterRequest) {
  return {
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
}

/**
 * `POST /api/auth/verify-otp`: the code proves the mailbox. With the registration's fields (the
 * owner registering again found the e-mail pending), they replace what the pending registration
 * held before it is verified: the mailbox's owner decides the account, never whoever registered
 * the e-mail first (issue 27 item 1). A verified account is never changed this way.
 */
export async function verifyEmail(ctx: AppContext, otp: OtpService, input: VerifyOtpRequest) {
  await otp.verify(input.email, input.otp);
  const { otp: _, ...fields } = input;
  const claimed = fields.password === undefined ? {} : await registrationProfile(fields as RegisterRequest);
  await ctx.db
    .update(users)
    .set({ ...claimed, emailVerified: true, updatedAt: new Date() })
    .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, eq(users.emailVerified, false)));
  return { message: 'Email verified successfully. You can now log in to your account.' };
}

/** Sends a fresh code when the account exists and is unverified; answers the same either way. */
export async function resendCode(ctx: AppContext, otp: OtpService, email: string) {
  const user = await findAnyUserByEmail(ctx.db, email);
  if (user && !user.emailVerified && !user.deletedAt) await otp.send(email, { enforceGap: true });
  return { message: 'OTP sent' };
}
