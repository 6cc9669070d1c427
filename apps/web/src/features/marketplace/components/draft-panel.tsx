import { ShoppingCart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { countText } from '../../../i18n/count-text';
import { useMoney } from '../../../lib/format/use-money';
import { type DraftLine, draftTotal, lineTotal } from '../purchase-draft';
import { QuantityInput } from './quantity-input';

interface DraftPanelProps {
  lines: DraftLine[];
  onQuantity: (barcode: string, quantity: number) => void;
  onRemove: (barcode: string) => void;
  onClear: () => void;
  onReview: () => void;
}

/** The purchase request being built: a line per product with its units (1..available), the total. */
export function DraftPanel({ lines, onQuantity, onRemove, onClear, onReview }: DraftPanelProps) {
  const { t } = useTranslation('marketplace');
  // A draft is one supplier's: its lines share the supplier's currency.
  const money = useMoney(lines[0]?.currency);
  const total = draftTotal(lines);
  return (
    <Card className="flex flex-col" data-testid="draft-panel" id="purchase-draft">
      <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <ShoppingCart className="size-5 text-brand" aria-hidden="true" />
          {t('draft.title')}
        </h2>
        {lines.length > 0 && (
          <span className="text-sm text-ink-muted">{countText(t, 'draft.lines', lines.length)}</span>
        )}
      </header>
      {lines.length === 0 ? (
        <p className="p-4 text-sm text-ink-muted" data-testid="draft-empty">
          {t('draft.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid="draft-lines">
          {lines.map((line) => {
            const value = lineTotal(line);
            return (
              <li
                key={line.barcode}
                className="flex flex-col gap-2 px-4 py-3"
                data-testid={`draft-line-${line.barcode}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium rtl:text-right" dir="auto">
                    {line.productName}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-me-2 text-ink-muted"
                    aria-label={t('draft.remove', { product: line.productName })}
                    onClick={() => onRemove(line.barcode)}
                    data-testid={`draft-remove-${line.barcode}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 text-sm text-ink-muted">
                    <QuantityInput
                      value={line.quantity}
                      max={line.available}
                      label={t('draft.quantityOf', { product: line.productName })}
                      onChange={(quantity) => onQuantity(line.barcode, quantity)}
                      testId={`draft-quantity-${line.barcode}`}
                    />
                    <span className="whitespace-nowrap tabular-nums">{t('draft.max', { n: line.available })}</span>
                  </span>
                  {value !== null && <span className="font-medium whitespace-nowrap tabular-nums">{money(value)}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 && (
        <footer className="flex flex-col gap-3 border-t border-line px-4 py-3">
          {total === null ? (
            <p className="text-sm text-ink-muted">{t('draft.totalHidden')}</p>
          ) : (
            <p className="flex items-center justify-between gap-3">
              <span className="text-sm text-ink-muted">{t('draft.total')}</span>
              <span className="text-lg font-bold tabular-nums" data-testid="draft-total">
                {money(total)}
              </span>
            </p>
          )}
          <div className="flex gap-2">
            <Button variant="outline" onClick={onClear} data-testid="draft-clear">
              {t('draft.clear')}
            </Button>
            <Button className="flex-1" onClick={onReview} data-testid="draft-review">
              {t('draft.review')}
            </Button>
          </div>
        </footer>
      )}
    </Card>
  );
}
