import type { SaleLine } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import type { ReturnLineInput } from '../return-lines';

interface ReturnLineFieldsProps {
  item: SaleLine;
  index: number;
  value: ReturnLineInput;
  onChange: (patch: Partial<ReturnLineInput>) => void;
}

/** One sale line in the Return dialog: what was sold and returned, the quantity (0..left) and a reason. */
export function ReturnLineFields({ item, index, value, onChange }: ReturnLineFieldsProps) {
  const { t } = useTranslation('sales');
  const money = useMoney();
  const left = Math.max(0, item.quantity - item.returnedQuantity);
  const unit = t(`pos:unit.${item.unitType}`);
  return (
    <li
      className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_minmax(0,14rem)] sm:items-end"
      data-testid={`return-line-${index}`}
    >
      <div className="min-w-0">
        <p className="font-medium">{item.productName}</p>
        <p className="text-xs text-ink-muted">
          {t('return.sold', { n: formatCount(item.quantity), unit, price: money(item.unitPrice) })}
          {item.returnedQuantity > 0 && (
            <> · {t('return.alreadyReturned', { n: formatCount(item.returnedQuantity) })}</>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`return-qty-${index}`}>{t('return.quantity', { max: formatCount(left) })}</Label>
        <Input
          id={`return-qty-${index}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={left}
          step={1}
          dir="ltr"
          disabled={left === 0}
          value={value.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          onBlur={() => {
            // Clamped to 0..left as the field is left (spec part 2 §5).
            const typed = Number(value.quantity);
            const clamped = Number.isFinite(typed) ? Math.min(Math.max(0, Math.trunc(typed)), left) : 0;
            if (String(clamped) !== value.quantity) onChange({ quantity: String(clamped) });
          }}
          className="rtl:text-right"
          data-testid={`return-qty-${index}`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`return-reason-${index}`}>{t('return.reason')}</Label>
        <Input
          id={`return-reason-${index}`}
          list="return-reasons"
          autoComplete="off"
          disabled={left === 0}
          value={value.reason}
          onChange={(event) => onChange({ reason: event.target.value })}
          placeholder={t('return.reasonPlaceholder')}
          data-testid={`return-reason-${index}`}
        />
      </div>
    </li>
  );
}
