import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The 6-digit code from an e-mail (sign-up verification, password reset): big, spaced, one-time-code. */
export function CodeField(props: {
  id: string;
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="······"
        className="text-center font-mono text-2xl tracking-[0.5em]"
        {...fieldAria(props.id, props.error)}
        {...props.field}
      />
    </FormField>
  );
}
