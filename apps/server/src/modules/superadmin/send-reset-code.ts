import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { authLimits } from '../../platform/rate-limiter.js';
import { OtpService } from '../auth/otp.js';

/**
 * `POST /api/superadmin/users/{id}/password-reset`: e-mails an owner a password reset code, which
 * the owner enters under "Forgot password?" (issue 27). The superadmin never sees the code or
 * chooses the password. Codes per e-mail are counted as the owner's own requests are.
 */
export async function sendResetCode(ctx: AppContext, id: number): Promise<void> {
  const [owner] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user'), isNull(users.deletedAt)));
  if (!owner) throw notFound();
  const email = owner.email.toLowerCase();
  await ctx.limiter.hit(`reset-codes:${email}`, authLimits.otpResendPerEmail);
  await new OtpService(ctx.db, ctx.hasher, ctx.mailer, 'reset').send(email);
}
