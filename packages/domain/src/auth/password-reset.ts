import { z } from 'zod';
import { messages as m } from '../common/messages.js';

/** The texts of "Forgot password?" (issue 27). */
export const passwordResetMessages = {
  /** The same answer whether or not the e-mail has an account, so nobody learns which do. */
  codeSent: 'If an account uses this e-mail, we sent it a code to reset the password.',
  passwordReset: 'Your password was changed. Sign in with the new password.',
  codeSentByAdmin: 'A reset code was sent to the owner.',
} as const;

const email = z.string().trim().toLowerCase().email(m.invalidEmail).max(254, m.invalidEmail);

/** `POST /api/auth/forgot-password`: sends a reset code to the e-mail, if it has an account. */
export const ForgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/**
 * `POST /api/auth/reset-password`: the code from the e-mail and the new password (6+ characters,
 * typed twice on the form). Sets the password and ends every session of the account.
 */
export const ResetPasswordRequest = z.object({
  email,
  code: z
    .string({ error: m.otpLength })
    .trim()
    .regex(/^\d{6}$/, m.otpLength),
  newPassword: z.string({ error: m.passwordMin }).min(6, m.passwordMin).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The reset form: the request and the new password again. */
export const ResetPasswordForm = ResetPasswordRequest.extend({
  confirmPassword: z.string().min(1, m.confirmPassword),
}).superRefine((value, ctx) => {
  if (value.newPassword !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDontMatch });
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
