import type { CheckStatus, SystemCheck } from '@assist/domain';
import { AlertTriangle, CheckCircle2, type LucideIcon, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFigureFormat } from '../figures-format';

const statusLook: Record<CheckStatus, { icon: LucideIcon; className: string }> = {
  ok: { icon: CheckCircle2, className: 'bg-success-soft text-success' },
  warn: { icon: AlertTriangle, className: 'bg-warning-soft text-warning' },
  fail: { icon: XCircle, className: 'bg-danger-soft text-danger' },
};

/** One check: its status icon, what it checks, what it found (the server's words) and its time. */
export function CheckRow({ check }: { check: SystemCheck }) {
  const { t } = useTranslation('testPages');
  const format = useFigureFormat();
  const { icon: Icon, className } = statusLook[check.status];
  return (
    <li className="flex items-start gap-3 p-4 sm:p-5" data-testid={`check-${check.name}`} data-status={check.status}>
      <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full', className)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-ink">{t(`checks.names.${check.name}`)}</h3>
          <p className="text-sm tabular-nums text-ink-muted" data-testid="check-ms">
            <span className="sr-only">{t(`checks.status.${check.status}`)} · </span>
            {format.ms(check.ms)}
          </p>
        </div>
        <p className="text-sm text-ink-muted">{t(`checks.about.${check.name}`)}</p>
        <p
          className={cn('mt-1 break-words font-mono text-xs', check.status === 'fail' ? 'text-danger' : 'text-ink')}
          data-testid="check-detail"
        >
          {/* The server's own words: technical, in English, held left to right inside an Arabic page. */}
          <span dir="ltr">{check.detail}</span>
        </p>
      </div>
    </li>
  );
}
