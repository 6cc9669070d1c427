import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useServerFigures } from '../api';
import { useFigureFormat } from '../figures-format';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-subtle/60 p-3" data-testid={testId}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}

const grid = 'grid grid-cols-2 gap-2 sm:grid-cols-3';

/** What the server measured since it started (GET /api/performance/stats and cost-estimate). */
export function ServerFigures() {
  const { t } = useTranslation('testPages');
  const format = useFigureFormat();
  const { stats, cost } = useServerFigures();
  if (stats.isPending || cost.isPending) {
    return (
      <output className="flex items-center justify-center gap-2 p-10 text-ink-muted">
        <Spinner className="size-5" />
        {t('figures.loading')}
      </output>
    );
  }
  if (!stats.data || !cost.data) {
    return (
      <p role="alert" className="p-6 text-center text-danger">
        {t('figures.error')}
      </p>
    );
  }
  const s = stats.data;
  const { measured, projection } = cost.data;
  const latency = [s.requests.latencyMs.p50, s.requests.latencyMs.p95, s.requests.latencyMs.p99];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card data-testid="server-stats">
        <CardHeader>
          <CardTitle className="text-base">{t('figures.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className={`${grid} lg:grid-cols-2 xl:grid-cols-3`}>
            <Figure label={t('figures.uptime')} value={format.duration(s.uptimeSeconds)} />
            <Figure label={t('figures.requests')} value={format.count(s.requests.count)} testId="stats-requests" />
            <Figure
              label={t('figures.latency')}
              value={latency.map((ms) => (ms === null ? '—' : format.decimal(ms, 1))).join(' / ')}
            />
            <Figure label={t('figures.database')} value={t(`figures.${s.database.kind}`)} />
            <Figure label={t('figures.databaseSize')} value={format.bytes(s.database.sizeBytes)} />
            <Figure label={t('figures.memory')} value={format.bytes(s.memory.rssBytes)} />
            <Figure label={t('figures.heap')} value={format.bytes(s.memory.heapUsedBytes)} />
            <Figure label={t('figures.node')} value={s.nodeVersion} />
          </dl>
        </CardContent>
      </Card>
      <Card data-testid="cost-estimate">
        <CardHeader>
          <CardTitle className="text-base">{t('figures.costTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className={grid}>
            <Figure label={t('figures.cpuPerRequest')} value={format.ms(measured.cpuMsPerRequest)} />
            <Figure label={t('figures.bytesPerRequest')} value={format.bytes(measured.averageResponseBytes)} />
            <Figure label={t('figures.perMinute')} value={format.decimal(measured.requestsPerMinute, 1)} />
          </dl>
          <h3 className="text-sm font-semibold text-ink">
            {t('figures.projection', { clients: format.count(projection.clients) })}
          </h3>
          <dl className={grid}>
            <Figure label={t('figures.requestsPerMonth')} value={format.count(projection.requestsPerMonth)} />
            <Figure
              label={t('figures.cpuHours')}
              value={projection.cpuHoursPerMonth === null ? '—' : format.decimal(projection.cpuHoursPerMonth, 2)}
            />
            <Figure
              label={t('figures.transfer')}
              value={
                projection.transferGigabytesPerMonth === null
                  ? '—'
                  : format.bytes(projection.transferGigabytesPerMonth * 1e9)
              }
            />
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('figures.assumptions')}</h3>
            <ul className="mt-1 list-disc space-y-0.5 ps-5 text-xs text-ink-muted">
              {(['measured', 'cpu', 'clients', 'average', 'bytes'] as const).map((key) => (
                <li key={key}>
                  {t(`figures.assumptionList.${key}`, {
                    clients: format.count(projection.clients),
                    perDay: format.count(projection.requestsPerClientPerDay),
                  })}
                </li>
              ))}
            </ul>
          </div>
          {/* The spec's figures for this page (part 1 §9): claims of the product, said as such. */}
          <div data-testid="cost-claims">
            <h3 className="text-sm font-semibold text-ink">{t('figures.claimsTitle')}</h3>
            <p className="mt-1 text-xs text-ink-muted">{t('figures.claims')}</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
