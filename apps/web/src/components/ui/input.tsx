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

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(fieldClass, props.readOnly && 'bg-subtle!', className)} {...props} />;
}
