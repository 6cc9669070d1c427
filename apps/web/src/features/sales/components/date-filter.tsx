import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { type DateRange, lastDays } from '../date-range';

/** From and to calendar days (both included), with quick ranges. */
export function DateFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('sales');
  const quick = [
    { key: 'today', range: () => lastDays(new Date(), 1) },
    { key: 'week', range: () => lastDays(new Date(), 7) },
    { key: 'month', range: () => lastDays(new Date(), 30) },
  ] as const;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sales-from">{t('filter.from')}</Label>
          <Input
            id="sales-from"
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            data-testid="sales-from"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sales-to">{t('filter.to')}</Label>
          <Input
            id="sales-to"
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            data-testid="sales-to"
          />
        </div>
      </div>
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
