import { type ExpiryStatus, expiryStatus } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useBusinessDay } from '../../auth/use-business-day';

export const expiryTones: Record<ExpiryStatus, BadgeTone> = {
  expired: 'danger',
  expiring_soon: 'warning',
  good: 'success',
  invalid: 'neutral',
};

/** Expired / Expiring Soon (30 days) / Good / Invalid Date, by the domain rule against today's date. */
export function ExpiryBadge({ date }: { date: string }) {
  const { t } = useTranslation('inventory');
  const status = expiryStatus(date, useBusinessDay().today());
  return (
    <Badge tone={expiryTones[status]} data-testid="expiry-badge" data-status={status} className="whitespace-nowrap">
      {t(`expiry.${status}`)}
    </Badge>
  );
}
