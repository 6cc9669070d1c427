import { z } from 'zod';
import { currencyCodes } from '../common/currency.js';

export const userTypes = ['retailer', 'supplier'] as const;
export const retailerTypes = ['pharmacy', 'general_store'] as const;
export const supplierTypes = ['pharmaceutical', 'general'] as const;
export const plans = ['basic', 'advance', 'super'] as const;
export const subscriptionStatuses = ['trial', 'active', 'expired', 'grace_period'] as const;
export const teamPermissions = ['pos', 'inventory', 'sales', 'suppliers', 'team', 'settings'] as const;
export const teamRoles = ['manager', 'cashier', 'inventory_clerk', 'employee'] as const;

export type UserType = (typeof userTypes)[number];
export type Plan = (typeof plans)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type TeamPermission = (typeof teamPermissions)[number];

/** The signed-in user as `GET /api/auth/user` answers (spec part 1 §3, part 2 §3 User). */
export const CurrentUser = z.object({
  id: z.number(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(['superadmin', 'user']),
  userType: z.enum(userTypes).nullable(),
  retailerType: z.enum(retailerTypes).nullable(),
  supplierType: z.enum(supplierTypes).nullable(),
  subscriptionPlan: z.enum(plans),
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionEndDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  needsSignupCompletion: z.boolean(),
  isTeamMember: z.boolean(),
  teamRole: z.enum(teamRoles).nullable(),
  permissions: z.array(z.enum(teamPermissions)),
  preferredCurrency: z.enum(currencyCodes),
  businessName: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessLocation: z.string().nullable(),
  businessDescription: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessCategory: z.string().nullable(),
  /** The business's IANA time zone: its days and months (team members follow their business's). */
  timeZone: z.string(),
  /** The default markup in percent ("20.00"): a new product's suggested retail price when received. */
  defaultMarkupPercent: z.string(),
  isActive: z.boolean(),
  isMarketplaceEnabled: z.boolean(),
  capabilities: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
