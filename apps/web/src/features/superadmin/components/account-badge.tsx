import type { SuperadminUser } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { accountBadge, accountTypeKey } from '../account-labels';

/** Pending, or the subscription status (spec part 2 §4, User badges). */
export function AccountStatusBadge({ user }: { user: Pick<SuperadminUser, 'isActive' | 'subscriptionStatus'> }) {
  const { t } = useTranslation('superadmin');
  const { key, tone } = accountBadge(user);
  return (
    <Badge tone={tone} data-testid="superadmin-status-badge" data-status={key}>
      {t(`status.${key}`)}
    </Badge>
  );
}

export function PlanBadge({ plan }: { plan: SuperadminUser['subscriptionPlan'] }) {
  const { t } = useTranslation('superadmin');
  return (
    <Badge tone={plan === 'super' ? 'brand' : 'neutral'} data-testid="superadmin-plan-badge">
      {t(`plans.${plan}`)}
    </Badge>
  );
}

/** "Retailer · Pharmacy", "Supplier · General" ... */
export function AccountType({ user }: { user: Pick<SuperadminUser, 'userType' | 'retailerType' | 'supplierType'> }) {
  const { t } = useTranslation('superadmin');
  return <span>{t(`types.${accountTypeKey(user)}`)}</span>;
}

/** Business name over the e-mail; <bdi> keeps Latin names and addresses whole inside Arabic text. */
export function AccountIdentity({ user }: { user: SuperadminUser }) {
  const owner = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">
        <bdi>{user.businessName || owner || user.email}</bdi>
      </p>
      <p className="truncate text-xs text-ink-muted">
        <bdi>{user.email}</bdi>
      </p>
      {user.businessName && owner && (
        <p className="truncate text-xs text-ink-muted">
          <bdi>{owner}</bdi>
        </p>
      )}
    </div>
  );
}
