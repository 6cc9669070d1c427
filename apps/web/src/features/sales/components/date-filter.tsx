import { useTranslation } from 'react-i18next';
import { DateSpanInputs } from '../../../components/date-span-inputs';
import { Button } from '../../../components/ui/button';
import { useBusinessDay } from '../../auth/use-business-day';
import { type DateRange, lastDays } from '../date-range';

/** From and to calendar days (both included), with quick ranges. */
export function DateFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('sales');
  const { today } = useBusinessDay();
  const quick = [
    { key: 'today', range: () => lastDays(today(), 1) },
    { key: 'week', range: () => lastDays(today(), 7) },
    { key: 'month', range: () => lastDays(today(), 30) },
  ] as const;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <DateSpanInputs
        name="sales"
        from={value.from}
        to={value.to}
        labels={{ from: t('filter.from'), to: t('filter.to') }}
        onChange={onChange}
      />
      <div className="flex flex-wrap gap-2">
        {quick.map(({ key, range }) => (
          <Button key={key} variant="outline" onClick={() => onChange(range())} data-testid={`sales-range-${key}`}>
            {t(`filter.${key}`)}
          </Button>
        ))}
        <Button variant="ghost" onClick={() => onChange({ from: '', to: '' })} data-testid="sales-range-all">
          {t('filter.all')}
        </Button>
      </div>
    </div>
  );
}
