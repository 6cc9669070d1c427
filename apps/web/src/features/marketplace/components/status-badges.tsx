import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { AccessStatus, MarketplaceRequestStatus } from '@assist/domain';

/** The spec's retailer list also styles completed (part 2 §4). */
type RequestStatus = MarketplaceRequestStatus | 'completed';

const requestTones: Record<RequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  completed: 'brand',
};

/** A join or purchase request's status (spec part 2 §4: pending, approved, rejected; completed styled too). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('marketplace');
  return (
    <Badge
      tone={requestTones[status]}
      className="shrink-0 whitespace-nowrap"
      data-testid="request-status"
      data-status={status}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const accessTones: Record<AccessStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The retailer's access to one marketplace. */
export function AccessBadge({ status }: { status: AccessStatus }) {
  const { t } = useTranslation('marketplace');
  return (
    <Badge
      tone={accessTones[status]}
      className="shrink-0 whitespace-nowrap"
      data-testid="access-status"
      data-status={status}
    >
      {t(`access.${status}`)}
    </Badge>
  );
}
