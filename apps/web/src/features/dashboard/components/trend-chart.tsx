import type { TrendPoint } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { localeOf } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';

const brand = '#0f766e';
const success = '#b45309';

/**
 * Daily revenue and profit as two lines (Recharts, loaded with this file only when the overview
 * shows it). Time runs right to left in Arabic, with the amounts on the right.
 */
export default function TrendChart({ points }: { points: TrendPoint[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useMoney();
  const rtl = i18n.dir() === 'rtl';
  const locale = localeOf(i18n.language);
  const shortDate = (date: string) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <div className="h-64 w-full sm:h-72" dir="ltr" data-testid="trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#dbe2e8" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            reversed={rtl}
            tick={{ fontSize: 12, fill: '#475569' }}
            minTickGap={24}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => money(value, { bare: true, compact: true })}
            tick={{ fontSize: 12, fill: '#475569' }}
            width={48}
          />
          <Tooltip
            labelFormatter={(label) => shortDate(String(label))}
            formatter={(value, name) => [money(Number(value)), name]}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line
            type="monotone"
            dataKey="revenue"
            name={t('trend.revenue')}
            stroke={brand}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="profit"
            name={t('trend.profit')}
            stroke={success}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
