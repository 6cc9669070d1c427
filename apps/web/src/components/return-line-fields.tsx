import type { ReactNode } from 'react';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

/**
 * The fields of one return line, shared by every return form: a customer's return of a sale
 * line (sales), a return of an order line to its supplier (suppliers), and Create Return
 * (supplier-returns). Whole numbers, read left to right on Arabic pages too.
 */

interface ReturnQuantityFieldProps {
  id: string;
  testId: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** 0 when a line may be left out (a sale's return), else 1. */
  min: 0 | 1;
  max: number;
  disabled?: boolean;
  /** The field's message (shown under it), or only its red border with `invalid`. */
  error?: string | undefined;
  invalid?: boolean;
  onBlur?: () => void;
  className?: string;
}

/** How many units or boxes go back, at most `max`. */
export function ReturnQuantityField({
  id,
  testId,
  label,
  value,
  onChange,
  min,
  max,
  disabled,
  error,
  invalid,
  onBlur,
  className,
}: ReturnQuantityFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        dir="ltr"
        className="rtl:text-right"
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error || invalid ? true : undefined}
        data-testid={testId}
      />
    </FormField>
  );
}

interface ReturnReasonFieldProps {
  id: string;
  testId: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  error?: string | undefined;
  /** The id of a datalist of usual reasons. */
  list?: string;
  className?: string;
}

/** Why the line goes back, in the user's words. */
export function ReturnReasonField({
  id,
  testId,
  label,
  value,
  onChange,
  placeholder,
  disabled,
  error,
  list,
  className,
}: ReturnReasonFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        id={id}
        list={list}
        autoComplete={list ? 'off' : undefined}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      />
    </FormField>
  );
}
