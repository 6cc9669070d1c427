import { z } from 'zod';
import { plans, userTypes } from '../access/user.js';
import { businessLocaleFields } from '../auth/contracts.js';
import { messages as m } from '../common/messages.js';
import { inviteMessages } from './messages.js';
export { inviteMessages } from './messages.js';

/** How long an invitation link works (days), and the shortest password it accepts. */
export const inviteValidDays = 7;

/**
 * `POST /api/superadmin/invites`: the superadmin opens a business by e-mail. The plan is the
 * account's; the business type is optional (the owner chooses it at signup completion otherwise).
 */
export const InviteRequest = z.object({
  email: z.string().trim().toLowerCase().email(m.invalidEmail),
  subscriptionPlan: z.enum(plans),
  userType: z.enum(userTypes).optional(),
});
export type InviteRequest = z.infer<typeof InviteRequest>;

export const InviteResponse = z.object({
  message: z.string(),
  userId: z.number(),
  email: z.string(),
  expiresAt: z.string(),
  /** True when an earlier, unused invitation of the same e-mail was replaced. */
  replaced: z.boolean(),
});
export type InviteResponse = z.infer<typeof InviteResponse>;

/** The token from the link, as the accept page sends it. */
const token = z
  .string()
  .trim()
  .min(16, inviteMessages.invalid)
  .max(200, inviteMessages.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, inviteMessages.invalid);

/** `POST /api/auth/invite/check`: is this link still good, and for which e-mail. */
export const InviteCheckRequest = z.object({ token });
export type InviteCheckRequest = z.infer<typeof InviteCheckRequest>;

export const InviteCheckResponse = z.object({ email: z.string(), expiresAt: z.string() });
export type InviteCheckResponse = z.infer<typeof InviteCheckResponse>;

/** `POST /api/auth/invite/accept`: sets the password and signs the owner in. */
export const AcceptInviteRequest = z.object({
  token,
  password: z.string().min(6, m.passwordMin).max(200),
  ...businessLocaleFields,
});
export type AcceptInviteRequest = z.infer<typeof AcceptInviteRequest>;

/** The accept form: the password twice, and the business's currency and time zone. */
export const AcceptInviteForm = z
  .object({
    password: z.string().min(6, m.passwordMin).max(200),
    confirmPassword: z.string(),
    ...businessLocaleFields,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.passwordsDontMatch });
export type AcceptInviteForm = z.infer<typeof AcceptInviteForm>;
