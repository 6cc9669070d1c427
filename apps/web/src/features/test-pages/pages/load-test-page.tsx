import { loadTestTotal } from '@assist/domain';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadTestResults } from '../components/load-test-results';
import { ServerFigures } from '../components/server-figures';
import { useFigureFormat } from '../figures-format';
import { useLoadTest } from '../use-load-test';

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('testPages');
  const format = useFigureFormat();
  const percent = Math.round((done / total) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="text-ink-muted" data-testid="load-test-count">
          {t('load.progress', { done: format.count(done), total: format.count(total) })}
        </span>
        <span className="font-semibold tabular-nums" data-testid="load-test-percent">
          {format.count(percent)}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('load.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-subtle"
        data-testid="load-test-progress"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** /load-test: the spec's load test plan run from this browser, graded, and the server's own figures. */
export function LoadTestPage() {
  const { t } = useTranslation('testPages');
  const { state, start } = useLoadTest();
  const running = state.phase === 'running';
  const done = state.phase === 'running' ? state.done : state.phase === 'done' ? loadTestTotal : 0;
  return (
    <div data-testid="load-test-page">
      <PageHeader
        title={t('load.title')}
        description={t('load.description')}
        actions={
          <Button onClick={() => void start()} loading={running} data-testid="start-load-test">
            {!running && <Play className="size-4" aria-hidden="true" />}
            {running ? t('load.running') : t('load.start')}
          </Button>
        }
      />
      <Card className="mb-4 flex flex-col gap-3 p-4 sm:p-5">
        <p className="text-sm text-ink-muted">{t('load.plan', { total: loadTestTotal })}</p>
        <Progress done={done} total={loadTestTotal} />
        {state.phase === 'stopped' && (
          <p role="alert" className="text-sm text-danger">
            {t('load.stopped')}
          </p>
        )}
      </Card>
      {state.phase === 'done' && <LoadTestResults result={state.result} />}
      <ServerFigures />
    </div>
  );
}
