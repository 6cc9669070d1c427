import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { countText } from '../../../i18n/count-text';
import { formatCalendarDate } from '../../../lib/format';
import { type SendLine, clampQuantity } from '../send-lines';

interface SendLinesEditorProps {
  lines: SendLine[];
  onQuantity: (inventoryId: number, typed: string) => void;
  onRemove: (inventoryId: number) => void;
}

/** The items being sent, each with its units (1..what the lot holds) and a way to remove it. */
export function SendLinesEditor({ lines, onQuantity, onRemove }: SendLinesEditorProps) {
  const { t } = useTranslation('transfers');
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{t('form.items')}</h3>
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-3 text-sm text-ink-muted">{t('form.noLines')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line" data-testid="transfer-lines">
          {lines.map((line) => (
            <Line key={line.inventoryId} line={line} onQuantity={onQuantity} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Line({ line, onQuantity, onRemove }: { line: SendLine } & Omit<SendLinesEditorProps, 'lines'>) {
  const { t, i18n } = useTranslation('transfers');
  // What is typed, kept while typing; the line's quantity is always a whole 1..max.
  const [typed, setTyped] = useState(String(line.quantity));
  const id = `transfer-quantity-${line.inventoryId}`;
  const change = (value: string) => {
    setTyped(value);
    if (value.trim() !== '') onQuantity(line.inventoryId, value);
  };
  const settle = () => {
    onQuantity(line.inventoryId, typed);
    setTyped(String(clampQuantity(typed, line.maxQuantity)));
  };
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid={`transfer-line-${line.inventoryId}`}>
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-medium">{line.productName}</p>
        <p className="text-xs text-ink-muted">
          {t('form.lot', { expiry: formatCalendarDate(line.expiryDate, i18n.language) })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={line.maxQuantity}
          step={1}
          dir="ltr"
          className="w-24 rtl:text-right"
          value={typed}
          onChange={(event) => change(event.target.value)}
          onBlur={settle}
          aria-label={t('form.quantity', { name: line.productName })}
          data-testid={id}
        />
        <span className="text-xs whitespace-nowrap text-ink-muted">{countText(t, 'form.max', line.maxQuantity)}</span>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onRemove(line.inventoryId)}
          aria-label={t('form.remove', { name: line.productName })}
          data-testid={`transfer-remove-${line.inventoryId}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
