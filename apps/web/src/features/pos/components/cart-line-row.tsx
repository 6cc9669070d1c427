import type { UnitType } from '@assist/domain';
import { CalendarClock, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCalendarDate, formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import type { ShownLine } from '../cart-lines';
import { QuantityInput } from './quantity-input';

interface CartLineRowProps {
  line: ShownLine;
  index: number;
  short: boolean;
  onQuantity: (quantity: number) => void;
  onUnit: (unitType: UnitType) => void;
  onRemove: () => void;
  /** Present when the product has several lots: opens the expiry picker. */
  onChooseLot?: (() => void) | undefined;
}

/**
 * One line of the sale: the product, the lots it takes from (with their expiry) or the lot chosen
 * for it, quantity, unit or box, total, and a short-stock warning.
 */
export function CartLineRow({ line, index, short, onQuantity, onUnit, onRemove, onChooseLot }: CartLineRowProps) {
  const { t, i18n } = useTranslation('pos');
  const money = useMoney();
  const other: UnitType = line.unitType === 'box' ? 'unit' : 'box';
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const parts = line.plan.parts;
  const mixedPrices = parts.some((part) => part.unitPrice !== line.unitPrice);
  return (
    <li
      className={cn('flex flex-col gap-2 py-3', short && 'rounded-lg bg-danger-soft/60 px-2')}
      data-testid={`cart-line-${index}`}
      data-inventory-id={line.inventoryId}
      data-pinned={line.pinnedLot !== null}
      data-unit-type={line.unitType}
      data-quantity={line.quantity}
      data-short={short}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p dir="auto" className="line-clamp-2 text-sm font-semibold leading-snug">
            {line.productName}
          </p>
          <p className="text-xs text-ink-muted">
            {line.pinnedLot !== null && line.expiryDate && <>{t('sale.pinned', { date: date(line.expiryDate) })} · </>}
            {line.pinnedLot === null && parts.length <= 1 && line.expiryDate && (
              <>{t('sale.expires', { date: date(line.expiryDate) })} · </>
            )}
            {money(line.unitPrice)} / {t(`unit.${line.unitType}`)}
          </p>
          {line.pinnedLot === null && parts.length > 1 && (
            <ul
              className="mt-0.5 text-xs text-ink-muted"
              aria-label={t('sale.lotsUsed')}
              data-testid={`cart-lots-${index}`}
            >
              {parts.map((part) => (
                <li key={part.inventoryId} data-inventory-id={part.inventoryId} data-quantity={part.quantity}>
                  {t('sale.part', {
                    n: formatCount(part.quantity),
                    unit: t(`unit.${part.unitType}`),
                    date: part.expiryDate ? date(part.expiryDate) : '—',
                  })}
                  {mixedPrices && <> · {money(part.unitPrice)}</>}
                </li>
              ))}
            </ul>
          )}
        </div>
        {onChooseLot && (
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 size-9 text-ink-muted"
            onClick={onChooseLot}
            aria-label={t('sale.chooseLot', { name: line.productName })}
            title={t('sale.chooseLot', { name: line.productName })}
            data-testid={`cart-choose-lot-${index}`}
          >
            <CalendarClock className="size-4" aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 -mt-1 size-9 text-ink-muted"
          onClick={onRemove}
          aria-label={t('sale.remove', { name: line.productName })}
          data-testid={`cart-remove-${index}`}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <QuantityInput value={line.quantity} onChange={onQuantity} index={index} label={line.productName} />
          <Button
            variant="secondary"
            className="h-10 min-w-16 px-3"
            onClick={() => onUnit(other)}
            disabled={line.unitsPerBox <= 1}
            aria-label={t('sale.switchTo', {
              current: t(`unit.${line.unitType}`),
              unit: t(`unit.${other}`),
              name: line.productName,
            })}
            data-testid={`cart-unit-toggle-${index}`}
          >
            {t(`unit.${line.unitType}`)}
          </Button>
        </div>
        <span className="text-base font-semibold whitespace-nowrap tabular-nums" data-testid={`cart-total-${index}`}>
          {money(line.totalPrice)}
        </span>
      </div>
      {short && (
        <p
          className="flex items-center gap-1.5 text-sm font-medium text-danger"
          role="alert"
          data-testid={`cart-short-${index}`}
        >
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          {t('sale.short', {
            count: line.plan.askedUnits,
            asked: formatCount(line.plan.askedUnits),
            left: formatCount(line.plan.leftUnits),
          })}
        </p>
      )}
    </li>
  );
}
