import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

interface QuantityInputProps {
  value: number;
  /** 0 removes the line (spec part 2 §4). */
  onChange: (quantity: number) => void;
  index: number;
  label: string;
}

/**
 * Minus, a typed quantity and plus. A typed number of 1 or more applies at once; an empty field
 * waits for the next key, and leaving it empty keeps the old quantity; a typed 0 removes the line.
 */
export function QuantityInput({ value, onChange, index, label }: QuantityInputProps) {
  const { t } = useTranslation('pos');
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const typed = Number.parseInt(text, 10);
    if (Number.isNaN(typed)) setText(String(value));
    else if (typed !== value) onChange(Math.max(0, typed));
  };
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="size-10"
        onClick={() => onChange(value - 1)}
        aria-label={t('sale.less', { name: label })}
        data-testid={`cart-minus-${index}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
      <div className="w-16 shrink-0">
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          dir="ltr"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            if (typed >= 1 && String(typed) === event.target.value) onChange(typed);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          aria-label={t('sale.quantityOf', { name: label })}
          className="h-10 px-1 text-center"
          data-testid={`cart-qty-${index}`}
        />
      </div>
      <Button
        variant="outline"
        size="icon"
        className="size-10"
        onClick={() => onChange(value + 1)}
        aria-label={t('sale.more', { name: label })}
        data-testid={`cart-plus-${index}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
