import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { UsernameStatus as Status } from '../use-username-status';

/** The line under the username: checking, available, or "the username is unavailable". */
export function UsernameStatus({ status }: { status: Status }) {
  const { t } = useTranslation('team');
  if (status === 'idle') return null;
  const content = {
    checking: { icon: <Spinner className="size-4" />, text: t('form.checking'), tone: 'text-ink-muted' },
    available: {
      icon: <CircleCheck className="size-4" aria-hidden="true" />,
      text: t('form.available'),
      tone: 'text-success',
    },
    taken: {
      icon: <CircleX className="size-4" aria-hidden="true" />,
      text: t('form.unavailable'),
      tone: 'text-danger',
    },
  }[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm ${content.tone}`}
      role={status === 'taken' ? 'alert' : 'status'}
      data-testid="team-username-status"
      data-status={status}
    >
      {content.icon}
      {content.text}
    </span>
  );
}
