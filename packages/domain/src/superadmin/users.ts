import { z } from 'zod';
import { SafeString } from '../common/bounds.js';
import { plans, retailerTypes, subscriptionStatuses, supplierTypes, userTypes } from '../access/user.js';

/** One account in the superadmin's users and subscriptions tabs. */
export const SuperadminUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  userType: z.enum(userTypes).nullable(),
  retailerType: z.enum(retailerTypes).nullable(),
  supplierType: z.enum(supplierTypes).nullable(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  subscriptionPlan: z.enum(plans),
  /** The effective status now (a period past its end is in grace, then expired). */
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionEndDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  createdAt: z.string(),
  /** Invited by e-mail and not finished: no password set yet, or signup completion still ahead. */
  needsSignupCompletion: z.boolean(),
  /** When the last "subscription ends soon" e-mail went to this account (the users list only). */
  lastNoticeAt: z.string().nullable(),
});
export type SuperadminUser = z.infer<typeof SuperadminUser>;

/** One account in the deleted tab. */
export const SuperadminDeletedUser = SuperadminUser.extend({ deletedAt: z.string() });
export type SuperadminDeletedUser = z.infer<typeof SuperadminDeletedUser>;

export const SuperadminUserList = z.array(SuperadminUser);
export const SuperadminDeletedUserList = z.array(SuperadminDeletedUser);

/** `GET /api/superadmin/users?search=&status=`: search matches e-mail, business or name. */
export const SuperadminUserListQuery = z.object({
  search: SafeString().trim().max(200).optional(),
  status: z.enum(['pending', 'active']).optional(),
});
export type SuperadminUserListQuery = z.infer<typeof SuperadminUserListQuery>;

export const SuperadminRestoreResponse = z.object({ message: z.string(), user: SuperadminUser });
export type SuperadminRestoreResponse = z.infer<typeof SuperadminRestoreResponse>;
