import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import { clampQuantity } from '../purchase-draft';

interface QuantityInputProps {
  value: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
  testId?: string;
}

/**
 * Units of one line, 1..max. While typing, a whole number is taken as it is (kept within bounds);
 * leaving the field turns anything else (empty, letters) into 1.
 */
export function QuantityInput({ value, max, label, onChange, testId }: QuantityInputProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      aria-label={label}
      className="h-10 w-24 text-center tabular-nums"
      value={text ?? String(value)}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (/^\d+$/.test(typed)) onChange(clampQuantity(typed, max));
      }}
      onBlur={() => {
        if (text !== null) onChange(clampQuantity(text, max));
        setText(null);
      }}
      data-testid={testId}
    />
  );
}
