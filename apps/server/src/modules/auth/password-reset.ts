import { passwordResetMessages as m, type ResetPasswordRequest } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { OtpService } from './otp.js';
import { findUserByEmail } from './users-repository.js';

/**
 * `POST /api/auth/forgot-password`: a reset code to the e-mail when an account uses it. The answer
 * is the same either way, and when a code went out less than 30 s ago (no second code then), so
 * nobody learns from it which e-mails have accounts.
 */
export async function forgotPassword(ctx: AppContext, codes: OtpService, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    try {
      await codes.send(email, { enforceGap: true });
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'otp_resend_wait')) throw error;
    }
  }
  return { message: m.codeSent };
}

/**
 * `POST /api/auth/reset-password`: the code from the mailbox sets a new password, ends the owner's
 * sessions everywhere, and proves the e-mail (an account never verified is verified by it). A wrong
 * or expired code counts a try, as sign-up codes do; an e-mail without an account answers as a wrong
 * code.
 */
export async function resetPassword(ctx: AppContext, codes: OtpService, input: ResetPasswordRequest) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw badRequest('invalid_otp');
  await codes.verify(input.email, input.code);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await ctx.sessions.destroyOwnerSessions(user.id);
  return { message: m.passwordReset };
}
