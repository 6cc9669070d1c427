import { checkStatuses } from '@assist/domain';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../i18n/error-text';
import { useSystemChecks } from '../api';
import { CheckRow } from '../components/check-row';
import { useTimes } from '../../../lib/format/use-times';

/** /test-optimizations: five checks of the running system, run on open and by "Run Tests Again". */
export function TestOptimizationsPage() {
  const { t } = useTranslation('testPages');
  const times = useTimes();
  const checks = useSystemChecks();
  const list = checks.data?.checks ?? [];
  const counts = Object.fromEntries(checkStatuses.map((s) => [s, list.filter((c) => c.status === s).length]));
  return (
    <div data-testid="test-optimizations-page">
      <PageHeader
        title={t('checks.title')}
        description={t('checks.description')}
        actions={
          <Button onClick={() => void checks.refetch()} loading={checks.isFetching} data-testid="run-tests-again">
            {!checks.isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
            {t('checks.runAgain')}
          </Button>
        }
      />
      {checks.isPending && (
        <output className="flex items-center justify-center gap-2 p-16 text-ink-muted" data-testid="checks-loading">
          <Spinner className="size-6" />
          {t('checks.running')}
        </output>
      )}
      {checks.isError && (
        <Card className="mb-4 flex flex-col items-center gap-1 p-8 text-center" role="alert" data-testid="checks-error">
          <h2 className="font-semibold text-danger">{t('checks.errorTitle')}</h2>
          <p className="text-sm text-ink-muted">{errorText(checks.error, t, t('checks.errorTitle'))}</p>
        </Card>
      )}
      {checks.data && (
        <Card aria-busy={checks.isFetching || undefined} className={checks.isFetching ? 'opacity-60' : undefined}>
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
            <p className="font-medium text-ink" data-testid="checks-summary">
              {t('checks.summary', counts)}
            </p>
            <p className="text-sm text-ink-muted" data-testid="checks-time">
              {t('checks.checkedAt', { time: times.moment(checks.data.checkedAt) })}
            </p>
          </div>
          <ul className="divide-y divide-line" aria-live="polite">
            {list.map((check) => (
              <CheckRow key={check.name} check={check} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
