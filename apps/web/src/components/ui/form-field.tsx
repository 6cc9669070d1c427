import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../i18n/error-text';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The zod message (English spec text); shown in the user's language. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and translated error, wired for screen readers by `id`. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger" data-testid={`${id}-error`}>
          {fieldErrorText(error, t)}
        </p>
      )}
    </div>
  );
}

/** aria attributes for a control inside FormField. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    'data-testid': id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}
