import { PauseCircle, ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../lib/bidi';
import type { SaleState } from '../use-sale';
import { CartLineRow } from './cart-line-row';
import { PaymentPicker } from './payment-picker';
import { SaleTotals } from './sale-totals';
import { TaxRateField } from './tax-rate-field';

interface SalePanelProps {
  sale: SaleState;
  onHold: () => void;
  /** Opens the expiry picker for the line's product, to sell from a lot chosen on purpose. */
  onChooseLot: (productId: number) => void;
}

/**
 * The current sale: number, lines, tax rate, payment method, totals, Clear Sale, Hold Sale, Checkout.
 * It fills its container's height: the lines scroll, the totals and Checkout stay in view.
 */
export function SalePanel({ sale, onHold, onChooseLot }: SalePanelProps) {
  const { t } = useTranslation('pos');
  const empty = sale.lines.length === 0;
  const blocked = empty || sale.short.size > 0 || sale.taxRate === null;
  // A new line comes into view at the bottom of the list, where it was added.
  const list = useRef<HTMLDivElement>(null);
  const count = sale.lines.length;
  const seen = useRef(count);
  // In the next frame, before it draws: reading the list's height in the key's own task forced a
  // layout of the till there, and again after the frame's changes (issue 28, the task per Enter).
  useEffect(() => {
    const added = count > seen.current;
    seen.current = count;
    if (!added) return;
    const frame = requestAnimationFrame(() => list.current?.scrollTo({ top: list.current.scrollHeight }));
    return () => cancelAnimationFrame(frame);
  }, [count]);
  return (
    <section aria-labelledby="pos-sale-title" className="flex min-h-0 flex-1 flex-col gap-3" data-testid="pos-sale">
      <header className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id="pos-sale-title" className="flex items-center gap-2 text-lg font-semibold">
            <ShoppingCart className="size-5 text-brand" aria-hidden="true" />
            {t('sale.title')}
          </h2>
          <p className="truncate text-xs text-ink-muted">
            {t('sale.number')}{' '}
            <span className="font-mono" dir="ltr" data-testid="pos-sale-number">
              {sale.saleNumber}
            </span>
            {sale.loadedDraft && <> · {t('sale.fromDraft', { name: isolate(sale.loadedDraft.draftName) })}</>}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={sale.clear}
          disabled={empty || sale.pending}
          data-testid="pos-clear-sale"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('sale.clear')}
        </Button>
      </header>

      <div ref={list} className="-mx-1 min-h-16 flex-1 overflow-y-auto px-1 pb-1">
        {empty ? (
          <p
            className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted"
            data-testid="pos-cart-empty"
          >
            {t('sale.empty')}
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-line" aria-label={t('sale.lines')}>
            {sale.lines.map((line, index) => (
              <CartLineRow
                key={`${line.productId}-${line.pinnedLot}-${line.unitType}`}
                line={line}
                index={index}
                short={line.short}
                onQuantity={(quantity) => sale.setQuantity(index, quantity)}
                onUnit={(unitType) => sale.switchUnit(index, unitType)}
                onRemove={() => sale.remove(index)}
                onChooseLot={line.lots.length > 1 ? () => onChooseLot(line.productId) : undefined}
              />
            ))}
          </ol>
        )}
      </div>

      <div className="flex flex-col gap-3 border-t border-line pt-3">
        <TaxRateField value={sale.taxText} valid={sale.taxRate !== null} onChange={sale.setTaxText} />
        <PaymentPicker value={sale.paymentMethod} onChange={sale.setPaymentMethod} />
        <SaleTotals {...sale.totals} taxRate={sale.taxRate} />
        {sale.short.size > 0 && (
          <p className="text-sm text-danger" data-testid="pos-checkout-blocked">
            {t('sale.blocked')}
          </p>
        )}
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <OnlineOnlyButton
            variant="outline"
            size="lg"
            onClick={onHold}
            disabled={empty || sale.pending}
            data-testid="pos-hold"
          >
            <PauseCircle className="size-5" aria-hidden="true" />
            {t('sale.hold')}
          </OnlineOnlyButton>
          <Button
            size="lg"
            onClick={sale.checkout}
            disabled={blocked}
            loading={sale.pending}
            data-testid="pos-checkout"
          >
            {t('sale.checkout')}
            <kbd className="hidden rounded border border-white/40 px-1 text-xs font-normal lg:inline">F9</kbd>
          </Button>
        </div>
      </div>
    </section>
  );
}
