import type { SuperadminUser } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useTimes } from '../../../lib/format/use-times';

/** "Invited" beside the status of an account whose owner has not finished signing up. */
export function InvitedBadge({ user }: { user: Pick<SuperadminUser, 'needsSignupCompletion'> }) {
  const { t } = useTranslation('invites');
  if (!user.needsSignupCompletion) return null;
  return (
    <Badge tone="neutral" title={t('badge.invitedHint')} data-testid="superadmin-invited-badge">
      {t('badge.invited')}
    </Badge>
  );
}

/** When the last "subscription ends soon" e-mail went, in small print under the end date. */
export function LastNotice({ user }: { user: Pick<SuperadminUser, 'lastNoticeAt'> }) {
  const { t } = useTranslation('invites');
  const times = useTimes();
  if (!user.lastNoticeAt) return null;
  return (
    <span className="text-xs text-ink-muted" data-testid="superadmin-last-notice">
      {t('notice.last', { date: times.date(user.lastNoticeAt) })}
    </span>
  );
}
