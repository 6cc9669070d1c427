import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { displayName } from '../../../lib/user-name';
import { authKeys } from '../../../lib/query-keys';
import { useCurrentUser, useSignedInUser } from '../api';
import { AccountFrame } from '../components/account-frame';

/** A signed-in account the administrator has not activated yet. */
export function AwaitingActivationPage() {
  const { t } = useTranslation('auth');
  const user = useSignedInUser();
  const { isFetching } = useCurrentUser();
  const client = useQueryClient();
  return (
    <AccountFrame>
      <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="awaiting-activation">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-warning-soft text-warning">
          <Hourglass className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{t('activation.title')}</h1>
        <p className="max-w-md text-ink-muted">{t('activation.text', { name: displayName(user) })}</p>
        <p className="max-w-md text-sm text-ink-muted">{t('activation.hint')}</p>
        <Button
          variant="outline"
          loading={isFetching}
          onClick={() => void client.invalidateQueries({ queryKey: authKeys.user() })}
          data-testid="check-activation"
        >
          {!isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
          {t('activation.checkAgain')}
        </Button>
      </Card>
    </AccountFrame>
  );
}
