import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';

/** The sale's tax rate: optional, 0 to 100 in steps of 0.01 (spec part 2 §5). */
export function TaxRateField({
  value,
  valid,
  onChange,
}: {
  value: string;
  valid: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="pos-tax-rate" className="text-sm font-medium">
          {t('sale.taxRate')}
        </label>
        <div className="relative w-32">
          <Input
            id="pos-tax-rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            dir="ltr"
            placeholder="0"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : 'pos-tax-rate-error'}
            className="h-10 pe-8 rtl:text-right"
            data-testid="pos-tax-rate"
          />
          <span className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-sm text-ink-muted">%</span>
        </div>
      </div>
      {!valid && (
        <p id="pos-tax-rate-error" role="alert" className="text-sm text-danger" data-testid="pos-tax-rate-error">
          {t('sale.taxRange')}
        </p>
      )}
    </div>
  );
}
