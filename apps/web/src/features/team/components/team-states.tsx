import { RotateCw, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { teamErrorText } from '../error-text';

export function TeamLoading() {
  const { t } = useTranslation('team');
  return (
    <output className="flex items-center gap-2 text-ink-muted" data-testid="team-loading">
      <Spinner />
      {t('loading')}
    </output>
  );
}

export function TeamLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('team');
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert" data-testid="team-load-failed">
      <h2 className="font-semibold">{t('loadFailed')}</h2>
      <p className="text-sm text-ink-muted">{teamErrorText(error, t, t('errors:generic'))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </Card>
  );
}

/** No members yet: what a member is, and the one action that starts. */
export function TeamEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('team');
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="team-empty">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Users className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
      <p className="max-w-md text-ink-muted">{t('empty.text')}</p>
      <Button size="lg" onClick={onAdd} data-testid="team-add">
        <UserPlus className="size-4" aria-hidden="true" />
        {t('add')}
      </Button>
    </Card>
  );
}
