import { addDays, isIsoDate } from '@assist/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface DayPickerProps {
  date: string;
  today: string;
  onChange: (date: string) => void;
}

/** The day whose list is shown: a date field, a day back and forward, and Today. */
export function DayPicker({ date, today, onChange }: DayPickerProps) {
  const { t } = useTranslation('shortage');
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="shortage-day-picker">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="shortage-date">{t('date.label')}</Label>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            onClick={() => onChange(addDays(date, -1))}
            aria-label={t('date.previous')}
            data-testid="shortage-day-previous"
          >
            <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <Input
            id="shortage-date"
            type="date"
            value={date}
            max="2100-12-31"
            min="2000-01-01"
            className="min-w-0 flex-1 sm:w-44"
            onChange={(event) => isIsoDate(event.target.value) && onChange(event.target.value)}
            data-testid="shortage-date"
          />
          <Button
            variant="outline"
            size="icon"
            onClick={() => onChange(addDays(date, 1))}
            aria-label={t('date.next')}
            data-testid="shortage-day-next"
          >
            <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {date !== today && (
        <Button variant="secondary" onClick={() => onChange(today)} data-testid="shortage-day-today">
          {t('date.today')}
        </Button>
      )}
    </div>
  );
}
