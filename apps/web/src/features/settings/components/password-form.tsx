import { ChangePasswordForm, errorCodes } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api';
import { applyServerIssues } from '../../../lib/form-errors';
import { useChangePassword } from '../api';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

type Name = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The security tab: change the password (current one required). */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: t('toast.passwordChanged'), description: t('toast.passwordChangedText'), variant: 'success' });
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, ['currentPassword', 'newPassword']);
          // A wrong current password is said beside that field too, not only in the toast that fades.
          if (error instanceof ApiError && error.code === 'current_password_incorrect') {
            form.setError('currentPassword', {
              type: 'server',
              message: errorCodes.current_password_incorrect.message,
            });
          }
          toast({
            title: t('toast.passwordFailed'),
            description: errorText(error, t, t('errors:generic')),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const field = (name: Name, autoComplete: string) => (
    <FormField id={`password-${name}`} label={t(`password.${name}`)} error={errors[name]?.message}>
      <Input
        type="password"
        autoComplete={autoComplete}
        {...fieldAria(`password-${name}`, errors[name]?.message)}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={change.isPending} data-testid="password-submit">
          {t('password.submit')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
