import type { SaleTotals, UnitType } from '@assist/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMoney } from '../../../lib/format/use-money';
import type { ShownLine } from '../../pos/cart-lines';

interface OfflineCartProps {
  lines: ShownLine[];
  totals: SaleTotals;
  saving: boolean;
  onQuantity: (index: number, quantity: number) => void;
  onUnit: (index: number, unitType: UnitType) => void;
  onProcess: () => void;
}

/** The offline till's cart: lines with plus/minus, unit or box, remove; subtotal, tax, total; Process Offline Sale. */
export function OfflineCart({ lines, totals, saving, onQuantity, onUnit, onProcess }: OfflineCartProps) {
  const { t } = useTranslation(['offline', 'pos']);
  const money = useMoney();
  return (
    <Card className="self-start lg:sticky lg:top-8" data-testid="offline-cart">
      <CardHeader>
        <CardTitle>{t('pos.cart')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {lines.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-ink-muted">
            {t('pos.emptyCart')}
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-line">
            {lines.map((line, index) => (
              <li
                key={`${line.productId}-${line.pinnedLot}-${line.unitType}`}
                className="flex flex-col gap-1.5 py-2"
                data-testid={`offline-line-${index}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium" dir="auto">
                    {line.productName}
                  </span>
                  <span className="tabular-nums" data-testid={`offline-line-total-${index}`}>
                    {money(line.totalPrice)}
                  </span>
                </div>
                <div className="flex items-center gap-1.5">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('pos.decrease', { name: line.productName })}
                    onClick={() => onQuantity(index, line.quantity - 1)}
                    data-testid={`offline-minus-${index}`}
                  >
                    <Minus className="size-4" aria-hidden="true" />
                  </Button>
                  <span className="min-w-8 text-center tabular-nums" data-testid={`offline-qty-${index}`}>
                    {line.quantity}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('pos.increase', { name: line.productName })}
                    onClick={() => onQuantity(index, line.quantity + 1)}
                    data-testid={`offline-plus-${index}`}
                  >
                    <Plus className="size-4" aria-hidden="true" />
                  </Button>
                  {line.unitsPerBox > 1 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onUnit(index, line.unitType === 'box' ? 'unit' : 'box')}
                      data-testid={`offline-unit-${index}`}
                    >
                      {t(`pos:unit.${line.unitType}`)}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ms-auto text-danger"
                    aria-label={t('pos.remove', { name: line.productName })}
                    onClick={() => onQuantity(index, 0)}
                    data-testid={`offline-remove-${index}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
          <div className="flex justify-between">
            <dt>{t('pos.subtotal')}</dt>
            <dd className="tabular-nums" data-testid="offline-subtotal">
              {money(totals.subtotal)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('pos.tax')}</dt>
            <dd className="tabular-nums" data-testid="offline-tax">
              {money(totals.tax)}
            </dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{t('pos.total')}</dt>
            <dd className="tabular-nums" data-testid="offline-total">
              {money(totals.total)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-ink-muted">{t('pos.cashOnly')}</p>
        <Button size="lg" onClick={onProcess} loading={saving} data-testid="offline-process">
          {t('pos.process')}
        </Button>
      </CardContent>
    </Card>
  );
}
