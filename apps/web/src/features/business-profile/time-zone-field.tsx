import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { timeZoneChoices, utcOffsetLabel } from './time-zones';

interface TimeZoneFieldProps {
  id: string;
  /** The zone the form holds now (kept in the list even if this browser does not know it). */
  value: string;
  register: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * The business's time zone: a text field searching the browser's IANA zones (typing "Bag" offers
 * Asia/Baghdad), each listed with its offset from UTC today.
 */
export function TimeZoneField({ id, value, register, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('auth');
  const choices = useMemo(() => timeZoneChoices(value), [value]);
  const listId = `${id}-choices`;
  return (
    <FormField id={id} label={t('fields.timeZone')} hint={t('fields.timeZoneHint')} error={error}>
      <Input {...fieldAria(id, error)} dir="ltr" autoComplete="off" spellCheck={false} list={listId} {...register} />
      <datalist id={listId}>
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {utcOffsetLabel(zone)}
          </option>
        ))}
      </datalist>
    </FormField>
  );
}
