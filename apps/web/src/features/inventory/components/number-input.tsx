import type { InputProps } from '../../../components/ui/input';
import { Input } from '../../../components/ui/input';

/** A whole number of boxes or units: numeric keypad on phones, digits left to right. */
export function CountInput(props: InputProps) {
  return <Input type="number" inputMode="numeric" min={1} step={1} dir="ltr" className="rtl:text-right" {...props} />;
}

/** A price per box: 2 decimals (step 0.01), never negative. */
export function PriceInput(props: InputProps) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      placeholder="0.00"
      dir="ltr"
      className="rtl:text-right"
      {...props}
    />
  );
}
