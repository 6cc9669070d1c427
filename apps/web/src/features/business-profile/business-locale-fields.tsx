import { type CurrencyCode, currencies, currencyOfZone } from '@assist/domain';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { browserTimeZone } from './time-zones';
import { TimeZoneField } from './time-zone-field';

/** A form that asks the business's currency and time zone. */
interface LocaleValues extends FieldValues {
  timeZone?: string | undefined;
  preferredCurrency?: CurrencyCode | undefined;
}

/** The defaults of a new business: the browser's zone and the currency of that zone (Baghdad: IQD). */
export function localeDefaults(zone = browserTimeZone()): { timeZone: string; preferredCurrency: CurrencyCode } {
  return { timeZone: zone, preferredCurrency: currencyOfZone(zone) };
}

/**
 * The business's currency and time zone on the forms that start a business (registration, signup
 * completion, invite acceptance). Until the currency is picked by hand it follows the zone: typing
 * Asia/Riyadh offers SAR.
 */
export function BusinessLocaleFields<T extends LocaleValues, C, U extends FieldValues>({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<T, C, U>;
}) {
  const { t } = useTranslation(['auth', 'settings']);
  const zoneName = 'timeZone' as Path<T>;
  const currencyName = 'preferredCurrency' as Path<T>;
  const zone = String(form.watch(zoneName) ?? '');
  const picked = useRef(false);
  const shownZone = useRef(zone);
  useEffect(() => {
    // Only a zone changed here moves the currency (not the form's own defaults).
    if (picked.current || shownZone.current === zone) return;
    shownZone.current = zone;
    form.setValue(currencyName, currencyOfZone(zone) as PathValue<T, Path<T>>);
  }, [zone, form, currencyName]);
  const errors = form.formState.errors;
  const zoneError = errors.timeZone?.message as string | undefined;
  const currencyError = errors.preferredCurrency?.message as string | undefined;
  const currencyId = `${idPrefix}-currency`;
  const currencyField = form.register(currencyName, {
    onChange: () => {
      picked.current = true;
    },
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={currencyId} label={t('fields.currency')} hint={t('fields.currencyHint')} error={currencyError}>
        <Select {...fieldAria(currencyId, currencyError)} data-testid={currencyId} {...currencyField}>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} · {t(`settings:currencies.${currency.code}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <TimeZoneField id={`${idPrefix}-time-zone`} value={zone} register={form.register(zoneName)} error={zoneError} />
    </div>
  );
}
