import { TriangleExclamationPoint } from 'lucide-react';
import { cn } from '../../lib/cn';

interface FormAlertProps {
  /** Already translated; nothing is rendered without it. */
  message: string | null | undefined;
  testId: string;
  className?: string;
}

/**
 * Why a form was refused, said beside its buttons (the fields carry their own messages): unlike
 * a toast it covers nothing, and it stays until the next try.
 */
export function FormAlert({ message, testId, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger',
        className,
      )}
      data-testid={testId}
    >
      <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{message}</span>
    </p>
  );
}
