import { type LoadTestGrade, type TimingSummary, loadTestGrade } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { countText } from '../../../i18n/count-text';
import { cn } from '../../../lib/cn';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useFigureFormat } from '../figures-format';
import type { KindResult, LoadTestResult } from '../load-test-run';

const gradeTone: Record<LoadTestGrade, string> = {
  A: 'bg-success-soft text-success',
  B: 'bg-brand-soft text-brand-strong',
  C: 'bg-warning-soft text-warning',
  D: 'bg-danger-soft text-danger',
};

function GradeMark({ summary, large }: { summary: TimingSummary | null; large?: boolean }) {
  if (!summary) return <span className="text-ink-muted">—</span>;
  const grade = loadTestGrade(summary.averageMs);
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-lg font-bold',
        large ? 'size-16 text-4xl' : 'size-8 text-base',
        gradeTone[grade],
      )}
      data-grade={grade}
    >
      {grade}
    </span>
  );
}

/** The timing columns: their heading key and the summary's field. */
const columns = [
  ['average', 'averageMs'],
  ['min', 'minMs'],
  ['max', 'maxMs'],
  ['p95', 'p95Ms'],
] as const;

function KindCells({ result }: { result: KindResult }) {
  const format = useFigureFormat();
  return columns.map(([key, field]) => (
    <Td key={key} align="end" className="tabular-nums">
      {format.ms(result.summary?.[field] ?? null)}
    </Td>
  ));
}

function KindTable({ kinds }: { kinds: KindResult[] }) {
  const { t } = useTranslation('testPages');
  return (
    <Table className="min-w-0">
      <TableHead>
        <TableRow>
          <Th>{t('load.table.kind')}</Th>
          <Th align="end">{t('load.table.count')}</Th>
          {columns.map(([key]) => (
            <Th key={key} align="end">
              {t(`load.table.${key}`)}
            </Th>
          ))}
          <Th align="end">{t('load.table.grade')}</Th>
        </TableRow>
      </TableHead>
      <TableBody>
        {kinds.map((result) => (
          <TableRow key={result.kind} data-testid={`load-kind-${result.kind}`}>
            <Td className="font-medium">{t(`load.kinds.${result.kind}`)}</Td>
            <Td align="end" className="tabular-nums">
              {result.summary?.count ?? 0}
            </Td>
            <KindCells result={result} />
            <Td align="end">
              <GradeMark summary={result.summary} />
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function KindCards({ kinds }: { kinds: KindResult[] }) {
  const { t } = useTranslation('testPages');
  const format = useFigureFormat();
  return (
    <ul className="divide-y divide-line">
      {kinds.map((result) => (
        <li key={result.kind} className="flex items-center gap-3 py-3" data-testid={`load-kind-${result.kind}`}>
          <GradeMark summary={result.summary} />
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              {t(`load.kinds.${result.kind}`)} · {result.summary?.count ?? 0}
            </p>
            <dl className="grid grid-cols-4 gap-1 text-xs text-ink-muted">
              {columns.map(([key, field]) => (
                <div key={key}>
                  <dt>{t(`load.table.${key}`)}</dt>
                  <dd className="tabular-nums text-ink">{format.ms(result.summary?.[field] ?? null)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The load test's outcome: the overall grade by average ms, then each kind of request. */
export function LoadTestResults({ result }: { result: LoadTestResult }) {
  const { t } = useTranslation('testPages');
  const format = useFigureFormat();
  const isPhone = useBreakpoint() === 'mobile';
  return (
    <Card className="mb-4" data-testid="load-test-results">
      <CardContent className="flex items-center gap-4 pt-5 sm:pt-6">
        <GradeMark summary={result.overall} large />
        <div>
          <p className="text-sm text-ink-muted">{t('load.grade')}</p>
          {result.overall && (
            <p className="font-semibold text-ink" data-testid="load-test-average">
              {t('load.gradeText', { ms: format.decimal(result.overall.averageMs, 1), count: result.overall.count })}
            </p>
          )}
          <p className="text-xs text-ink-muted">{t('load.gradeScale')}</p>
          {result.failures > 0 && (
            <p className="text-sm text-danger" role="alert">
              {countText(t, 'load.failures', result.failures)}
            </p>
          )}
        </div>
      </CardContent>
      <CardHeader className="pt-0 sm:pt-0">
        <CardTitle className="text-base">{t('load.results')}</CardTitle>
      </CardHeader>
      <CardContent>{isPhone ? <KindCards kinds={result.kinds} /> : <KindTable kinds={result.kinds} />}</CardContent>
    </Card>
  );
}
