import { type CurrentUser, currencies, UpdateCurrencyRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { formatMoney } from '../../../lib/format';
import { useUpdateCurrency } from '../api';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

/** The currency tab: the account's preferred currency for amounts. */
export function CurrencyForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateCurrency();
  const form = useForm({
    resolver: zodResolver(UpdateCurrencyRequest),
    defaultValues: { preferredCurrency: user.preferredCurrency },
  });
  const selected = form.watch('preferredCurrency');
  const error = form.formState.errors.preferredCurrency?.message;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () =>
        toast({
          title: t('toast.currencyUpdated'),
          description: t('toast.currencyUpdatedText', { currency: t(`currencies.${values.preferredCurrency}`) }),
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: t('toast.updateFailed'),
          description: errorText(err, t, t('errors:generic')),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <p
        className="flex items-start gap-2 rounded-lg bg-subtle p-3 text-sm text-ink-muted"
        data-testid="currency-meaning"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('currency.meaning')}
      </p>
      <FormField
        id="currency-select"
        label={t('currency.label')}
        error={error}
        hint={selected ? t('currency.example', { amount: formatMoney(1234.5, selected, i18n.language) }) : undefined}
      >
        <Select {...fieldAria('currency-select', error)} {...form.register('preferredCurrency')}>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} · {t(`currencies.${currency.code}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={update.isPending} data-testid="currency-submit">
          {t('currency.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
