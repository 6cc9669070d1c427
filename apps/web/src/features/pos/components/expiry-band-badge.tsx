import type { PosExpiryBand } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const bandClass: Record<PosExpiryBand, string> = {
  expired: 'bg-danger-soft text-danger',
  expiring_soon: 'bg-orange-100 text-orange-800',
  within_month: 'bg-warning-soft text-warning',
  good: 'bg-success-soft text-success',
  invalid: 'bg-subtle text-ink-muted',
};

/** The picker's bands (spec part 2 §4): expired, expiring soon (7 days), within a month (30), good. */
export function ExpiryBandBadge({ band }: { band: PosExpiryBand }) {
  const { t } = useTranslation('pos');
  return (
    <Badge className={cn('whitespace-nowrap', bandClass[band])} data-band={band}>
      {t(`band.${band}`)}
    </Badge>
  );
}
