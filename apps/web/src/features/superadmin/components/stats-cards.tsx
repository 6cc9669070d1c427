import type { SystemStats } from '@assist/domain';
import { Clock, type LucideIcon, Store, Truck, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { localeOf } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { useSystemStats } from '../api';

interface Stat {
  key: string;
  icon: LucideIcon;
  value: (s: SystemStats) => number;
  detail?: (s: SystemStats, n: (v: number) => string) => Record<string, string>;
  tone?: string;
}

const stats: Stat[] = [
  { key: 'totalUsers', icon: Users, value: (s) => s.totalUsers },
  { key: 'activeUsers', icon: UserCheck, value: (s) => s.activeUsers, tone: 'text-success bg-success-soft' },
  {
    key: 'pendingActivations',
    icon: Clock,
    value: (s) => s.pendingActivations,
    tone: 'text-warning bg-warning-soft',
  },
  {
    key: 'totalRetailers',
    icon: Store,
    value: (s) => s.totalRetailers,
    detail: (s, n) => ({ pharmacy: n(s.pharmacyRetailers), general: n(s.generalRetailers) }),
  },
  {
    key: 'totalSuppliers',
    icon: Truck,
    value: (s) => s.totalSuppliers,
    detail: (s, n) => ({ pharmaceutical: n(s.pharmaceuticalSuppliers), general: n(s.generalSuppliers) }),
  },
];

/** The System stats (spec part 2 §3): accounts, activations, retailers and suppliers by kind. */
export function StatsCards() {
  const { t, i18n } = useTranslation('superadmin');
  const { data, isError } = useSystemStats();
  const format = new Intl.NumberFormat(localeOf(i18n.language));
  const n = (v: number) => format.format(v);
  return (
    <section
      aria-label={t('stats.label')}
      className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5"
      data-testid="superadmin-stats"
    >
      {stats.map(({ key, icon: Icon, value, detail, tone }) => (
        <Card
          key={key}
          className="flex flex-col gap-2 p-4 last:max-sm:col-span-2"
          data-testid={`superadmin-stat-${key}`}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-medium text-ink-muted">{t(`stats.${key}`)}</h2>
            <span
              className={cn(
                'inline-flex size-8 items-center justify-center rounded-lg',
                tone ?? 'bg-brand-soft text-brand',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <p className="text-2xl font-bold" data-testid="superadmin-stat-value">
            {data ? n(value(data)) : isError ? '–' : '…'}
          </p>
          {detail && data && <p className="text-xs text-ink-muted">{t(`stats.${key}Detail`, detail(data, n))}</p>}
        </Card>
      ))}
    </section>
  );
}
