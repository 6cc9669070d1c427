import { z } from 'zod';
import { plans, subscriptionStatuses } from '../access/user.js';
import { superadminMessages } from './messages.js';
export { superadminMessages } from './messages.js';

export * from './users.js';

export const SystemStats = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalSuppliers: z.number(),
  pharmaceuticalSuppliers: z.number(),
  generalSuppliers: z.number(),
  totalRetailers: z.number(),
  pharmacyRetailers: z.number(),
  generalRetailers: z.number(),
  pendingActivations: z.number(),
});
export type SystemStats = z.infer<typeof SystemStats>;

/**
 * Partial update of an account by the superadmin. `extend` adds a month or a year and makes the
 * subscription active; `subscriptionStatus: 'trial'` is "Set Default": a new trial of the
 * configured length.
 */
export const SuperadminUserUpdate = z
  .object({
    isActive: z.boolean().optional(),
    subscriptionPlan: z.enum(plans).optional(),
    subscriptionStatus: z.enum(subscriptionStatuses).optional(),
    extend: z.enum(['month', 'year']).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: superadminMessages.nothingToUpdate })
  .refine((v) => v.subscriptionStatus === undefined || v.extend === undefined, {
    message: superadminMessages.statusOrExtend,
  });
export type SuperadminUserUpdate = z.infer<typeof SuperadminUserUpdate>;

export const SystemSettings = z.object({
  trialDays: z.number().int().min(0).max(365),
  gracePeriodDays: z.number().int().min(0).max(90),
  noticeDays: z.number().int().min(0).max(90),
  manualActivation: z.boolean(),
  autoApproveMarketplace: z.boolean(),
  emailNotifications: z.boolean(),
});
export type SystemSettings = z.infer<typeof SystemSettings>;

export const defaultSystemSettings: SystemSettings = {
  trialDays: 30,
  gracePeriodDays: 7,
  noticeDays: 7,
  manualActivation: true,
  autoApproveMarketplace: false,
  emailNotifications: true,
};

/**
 * New end date when extending by a month or a year, from today or the current end, whichever is
 * later. The day is kept, or clamped to the end of a shorter month: 31 Jan + 1 month -> 28 Feb,
 * 29 Feb 2028 + 1 year -> 28 Feb 2029.
 */
export function extendSubscription(currentEnd: Date | null, by: 'month' | 'year', now: Date = new Date()): Date {
  const start = currentEnd && currentEnd > now ? currentEnd : now;
  const year = start.getUTCFullYear() + (by === 'year' ? 1 : 0);
  const month = start.getUTCMonth() + (by === 'month' ? 1 : 0);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/**
 * The status an account has now: a trial or paid period past its end date is in grace for
 * `graceDays`, then expired. Example: trial ending 1 March, grace 7 -> grace_period on 5 March,
 * expired on 9 March.
 */
export function subscriptionStatusAt(
  stored: SubscriptionStatusValue,
  endDate: Date | null,
  graceDays: number,
  now: Date = new Date(),
): SubscriptionStatusValue {
  if (!endDate || stored === 'expired' || endDate > now) return stored;
  const graceEnd = new Date(endDate.getTime() + graceDays * 86_400_000);
  return now < graceEnd ? 'grace_period' : 'expired';
}
type SubscriptionStatusValue = (typeof subscriptionStatuses)[number];
