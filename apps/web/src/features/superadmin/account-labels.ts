import { type SubscriptionStatus, type SuperadminUser, subscriptionStatuses } from '@assist/domain';
import type { BadgeTone } from '../../components/ui/badge';

export type AccountBadgeKey = 'pending' | SubscriptionStatus | 'unknown';

const statusTones: Record<AccountBadgeKey, BadgeTone> = {
  pending: 'warning',
  trial: 'brand',
  active: 'success',
  expired: 'danger',
  grace_period: 'warning',
  unknown: 'neutral',
};

/**
 * The badge of an account (spec part 2 §4, User badges): an inactive account is Pending;
 * otherwise its subscription status, or Unknown for a status this screen does not know.
 */
export function accountBadge(user: Pick<SuperadminUser, 'isActive' | 'subscriptionStatus'>): {
  key: AccountBadgeKey;
  tone: BadgeTone;
} {
  const status: string = user.subscriptionStatus;
  const known = (subscriptionStatuses as readonly string[]).includes(status);
  const key: AccountBadgeKey = !user.isActive ? 'pending' : known ? (status as SubscriptionStatus) : 'unknown';
  return { key, tone: statusTones[key] };
}

export type AccountTypeKey =
  | 'retailer.pharmacy'
  | 'retailer.general_store'
  | 'retailer.unset'
  | 'supplier.pharmaceutical'
  | 'supplier.general'
  | 'supplier.unset'
  | 'unset';

/** The business kind as a translation key: "retailer.pharmacy", "supplier.general", "unset" ... */
export function accountTypeKey(
  user: Pick<SuperadminUser, 'userType' | 'retailerType' | 'supplierType'>,
): AccountTypeKey {
  if (user.userType === 'retailer') return `retailer.${user.retailerType ?? 'unset'}`;
  if (user.userType === 'supplier') return `supplier.${user.supplierType ?? 'unset'}`;
  return 'unset';
}

/** The account's business name, else the owner's name, else the e-mail. */
export function accountName(user: Pick<SuperadminUser, 'businessName' | 'firstName' | 'lastName' | 'email'>): string {
  const owner = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.businessName || owner || user.email;
}
