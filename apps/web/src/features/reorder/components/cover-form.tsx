import { ReorderSettings } from '@assist/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { useReorderSettings, useUpdateReorderSettings } from '../api';

/** Settings: how many days of sales the reorder suggestion covers (lead time comes on top, per supplier). */
export function CoverForm() {
  const { t } = useTranslation('reorder');
  const settings = useReorderSettings();
  const update = useUpdateReorderSettings();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (settings.data) setValue(String(settings.data.reorderCoverDays));
  }, [settings.data]);

  const submit = () => {
    const parsed = ReorderSettings.safeParse({ reorderCoverDays: Number(value) });
    if (!parsed.success || value.trim() === '') return setError(t('errors:codes.reorder_cover_days'));
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('settings.saved'), variant: 'success' }),
      onError: (failure) =>
        toast({
          title: t('send.failed'),
          description: errorText(failure, t, t('send.failed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4 border-t border-line pt-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="reorder-cover-form"
    >
      <FormField id="reorder-cover-days" label={t('settings.label')} error={error} hint={t('settings.hint')}>
        <Input
          id="reorder-cover-days"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reorder-cover-days-error' : 'reorder-cover-days-hint'}
        />
      </FormField>
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={update.isPending}>
          {t('settings.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
