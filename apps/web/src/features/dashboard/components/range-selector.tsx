import { type RangeChoice, type RangePreset, rangePresets } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { DateSpanInputs } from '../../../components/date-span-inputs';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

interface RangeSelectorProps {
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  /** Prefix of the ids and test ids (`<name>-range`, `<name>-from`, `<name>-to`); the dashboard's by default. */
  name?: string;
}

/** The dashboard's range: last 7, 30 (default) or 90 days, or custom with from and to dates. */
export function RangeSelector({ value, onChange, name = 'dashboard' }: RangeSelectorProps) {
  const { t } = useTranslation('dashboard');
  const custom = value.preset === 'custom' ? value : null;
  const choose = (next: string) => {
    if (next === 'custom') onChange({ preset: 'custom', from: custom?.from ?? '', to: custom?.to ?? '' });
    else onChange({ preset: Number(next) as RangePreset });
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex flex-col gap-1.5 sm:w-48">
        <Label htmlFor={`${name}-range`}>{t('range.label')}</Label>
        <Select
          id={`${name}-range`}
          value={String(value.preset)}
          onChange={(event) => choose(event.target.value)}
          data-testid={`${name}-range`}
        >
          {rangePresets.map((days) => (
            <option key={days} value={days}>
              {t(`range.last${days}`)}
            </option>
          ))}
          <option value="custom">{t('range.custom')}</option>
        </Select>
      </div>
      {custom && (
        <DateSpanInputs
          name={name}
          from={custom.from}
          to={custom.to}
          labels={{ from: t('range.from'), to: t('range.to') }}
          onChange={(span) => onChange({ ...custom, ...span })}
        />
      )}
    </div>
  );
}
