import { AcceptInviteForm as AcceptInviteFormSchema } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorText } from '../../../i18n/error-text';
import { BusinessLocaleFields, localeDefaults } from '../../business-profile/business-locale-fields';
import { useAcceptInvite } from '../api';

/** The invited owner chooses a password (twice), the business's currency and zone; accepting signs them in. */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('invites');
  const accept = useAcceptInvite();
  const form = useForm({
    resolver: zodResolver(AcceptInviteFormSchema),
    defaultValues: { password: '', confirmPassword: '', ...localeDefaults() },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password, timeZone, preferredCurrency }) =>
    accept.mutate({ token, password, timeZone, preferredCurrency }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* The e-mail, for password managers to save the new password under. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormField id="invite-password" label={t('accept.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('invite-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="invite-confirm" label={t('accept.confirmPassword')} error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('invite-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <BusinessLocaleFields idPrefix="invite" form={form} />
      <FormAlert
        message={accept.error ? errorText(accept.error, t, t('errors:generic')) : null}
        testId="invite-accept-error"
      />
      <Button type="submit" size="lg" loading={accept.isPending || accept.isSuccess} data-testid="invite-accept-submit">
        {t('accept.submit')}
      </Button>
    </form>
  );
}
