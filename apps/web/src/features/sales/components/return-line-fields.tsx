import type { SaleLine } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { ReturnQuantityField, ReturnReasonField } from '../../../components/return-line-fields';
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
      <ReturnQuantityField
        id={`return-qty-${index}`}
        testId={`return-qty-${index}`}
        label={t('return.quantity', { max: formatCount(left) })}
        min={0}
        max={left}
        disabled={left === 0}
        value={value.quantity}
        onChange={(quantity) => onChange({ quantity })}
        onBlur={() => {
          // Clamped to 0..left as the field is left (spec part 2 §5).
          const typed = Number(value.quantity);
          const clamped = Number.isFinite(typed) ? Math.min(Math.max(0, Math.trunc(typed)), left) : 0;
          if (String(clamped) !== value.quantity) onChange({ quantity: String(clamped) });
        }}
      />
      <ReturnReasonField
        id={`return-reason-${index}`}
        testId={`return-reason-${index}`}
        label={t('return.reason')}
        list="return-reasons"
        disabled={left === 0}
        value={value.reason}
        onChange={(reason) => onChange({ reason })}
        placeholder={t('return.reasonPlaceholder')}
      />
    </li>
  );
}
