import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const fieldClass =
  'block h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink shadow-xs ' +
  'placeholder:text-ink-muted/70 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-brand/40 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-danger sm:text-sm';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** Phone numbers and e-mail read left to right even on an Arabic page (kept right-aligned there). */
const latinTypes = new Set(['tel', 'email']);

export function Input({ className, ...props }: InputProps) {
  const latin = latinTypes.has(props.type ?? '');
  return (
    <input
      dir={latin ? 'ltr' : undefined}
      className={cn(fieldClass, props.readOnly && 'bg-subtle!', latin && 'rtl:text-right', className)}
      {...props}
    />
  );
}
