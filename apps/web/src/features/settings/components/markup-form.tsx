import { type CurrentUser, UpdateMarkupRequest } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { useUpdateMarkup } from '../api';

/**
 * The default markup (issue 26): a received product new to the shop is offered at its cost plus
 * this percentage in the Receive dialog. The owner's to change.
 */
export function MarkupForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('receive');
  const update = useUpdateMarkup();
  const [value, setValue] = useState(String(Number(user.defaultMarkupPercent)));
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = UpdateMarkupRequest.safeParse({ defaultMarkupPercent: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: t('markup.updated'),
          description: t('markup.updatedText', { percent: Number(parsed.data.defaultMarkupPercent) }),
          variant: 'success',
        }),
      onError: (failure) =>
        toast({
          title: t('markup.failed'),
          description: errorText(failure, t, t('markup.failed')),
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
      data-testid="markup-form"
    >
      <FormField id="markup-percent" label={t('markup.label')} error={error} hint={t('markup.hint')}>
        <Input
          id="markup-percent"
          type="text"
          inputMode="decimal"
          dir="ltr"
          className="rtl:text-right"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'markup-percent-error' : 'markup-percent-hint'}
          data-testid="markup-percent"
        />
      </FormField>
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={update.isPending} data-testid="markup-submit">
          {t('markup.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
