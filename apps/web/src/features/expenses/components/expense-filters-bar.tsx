import { type ExpenseCategory, expenseCategories } from '@assist/domain';
import { FilterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { type ExpenseFilters, clearedFilters, hasNarrowingFilters } from '../expense-filters';
import { monthName } from '../month-names';

const months = Array.from({ length: 12 }, (_, i) => i + 1);

interface ExpenseFiltersBarProps {
  filters: ExpenseFilters;
  years: number[];
  onChange: (filters: ExpenseFilters) => void;
}

/** Year, month (all or 1-12) and category (all or one); Clear Filters resets month and category. */
export function ExpenseFiltersBar({ filters, years, onChange }: ExpenseFiltersBarProps) {
  const { t, i18n } = useTranslation('expenses');
  return (
    <Card className="mb-4 p-4">
      <fieldset className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        <legend className="sr-only">{t('filters.label')}</legend>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="expenses-year">{t('filters.year')}</Label>
          <Select
            id="expenses-year"
            data-testid="expenses-year"
            value={filters.year}
            onChange={(event) => onChange({ ...filters, year: Number(event.target.value) })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="expenses-month">{t('filters.month')}</Label>
          <Select
            id="expenses-month"
            data-testid="expenses-month"
            value={filters.month}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, month: value === 'all' ? 'all' : Number(value) });
            }}
          >
            <option value="all">{t('filters.allMonths')}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {monthName(month, i18n.language)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="expenses-category">{t('filters.category')}</Label>
          <Select
            id="expenses-category"
            data-testid="expenses-category"
            value={filters.category}
            onChange={(event) => onChange({ ...filters, category: event.target.value as ExpenseCategory | 'all' })}
          >
            <option value="all">{t('filters.allCategories')}</option>
            {expenseCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {t(`categories.${c.value}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          onClick={() => onChange(clearedFilters(filters))}
          disabled={!hasNarrowingFilters(filters)}
          data-testid="expenses-clear-filters"
        >
          <FilterX className="size-4" aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      </fieldset>
    </Card>
  );
}
