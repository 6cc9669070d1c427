import {
  type SuperadminDeletedUser,
  type SuperadminUser,
  type SystemSettings,
  subscriptionStatusAt,
} from '@assist/domain';
import type { AccountRow } from './accounts-repository.js';

/** An account as the superadmin's users and subscriptions tabs show it, with its effective status. */
export function presentAccount(row: AccountRow, settings: SystemSettings, now = new Date()): SuperadminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    businessName: row.businessName,
    userType: row.userType,
    retailerType: row.retailerType,
    supplierType: row.supplierType,
    isActive: row.isActive,
    emailVerified: row.emailVerified,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: subscriptionStatusAt(
      row.subscriptionStatus,
      row.subscriptionEndDate,
      settings.gracePeriodDays,
      now,
    ),
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    nextBillingDate: row.nextBillingDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    needsSignupCompletion: row.needsSignupCompletion,
    lastNoticeAt: null,
  };
}

/** An account of the deleted tab: the same, plus when it was deleted. */
export function presentDeletedAccount(row: AccountRow, settings: SystemSettings): SuperadminDeletedUser {
  return { ...presentAccount(row, settings), deletedAt: (row.deletedAt ?? row.updatedAt).toISOString() };
}
