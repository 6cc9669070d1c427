import type { TransferStatus } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<TransferStatus, BadgeTone> = { pending: 'warning', accepted: 'success', declined: 'danger' };

/** A transfer's status; one the app does not know is shown as it is (spec part 2 §4). */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <Badge tone={tones[status] ?? 'neutral'} className="shrink-0 whitespace-nowrap" data-testid="transfer-status">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
