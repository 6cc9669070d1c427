import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** lib/contract-form.ts's setError (the sign-in page's Manager form, without react-hook-form). */
type SetFieldError = (field: string, error: { type: string; message: string }) => void;

/**
 * Puts a 400 answer's field issues on the form's fields (shown translated by FormField).
 * Answers true when at least one issue matched a field the form knows.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T> | SetFieldError,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let applied = false;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0];
    if (field && fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: issue.message });
      applied = true;
    }
  }
  return applied;
}

/** For selects whose "choose…" option has the value '': send undefined instead. */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}
