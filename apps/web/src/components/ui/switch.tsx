import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch (a button with role "switch"). The thumb sits at the reading start when off
 * and moves to the end when on, so it mirrors in Arabic without transforms.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'justify-end bg-brand' : 'justify-start bg-line',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="size-6 rounded-full bg-surface shadow-sm" />
    </button>
  );
}
