import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  completed: 'success',
  rejected: 'danger',
};

/** A join or purchase request's status; an unknown one is shown as it is (spec part 2 §4). */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <Badge tone={tones[status] ?? 'neutral'} data-testid="request-status">
      {status in tones ? t(`status.${status}`) : status}
    </Badge>
  );
}
