import type { SaleStatus } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<SaleStatus, BadgeTone> = {
  completed: 'success',
  partially_returned: 'warning',
  returned: 'neutral',
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { t } = useTranslation('sales');
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap" data-testid="sale-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
