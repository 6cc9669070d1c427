import { TeamLoginRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues } from '../../../lib/form-errors';
import { useTeamLogin } from '../api';
import { authErrorText } from './auth-error';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

export function TeamLoginForm() {
  const { t } = useTranslation('auth');
  const login = useTeamLogin();
  const form = useForm({ resolver: zodResolver(TeamLoginRequest), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        applyServerIssues(error, form.setError, ['username', 'password']);
        toast({
          title: t('toast.loginFailed'),
          description: authErrorText(error, t, t('toast.invalidTeamCredentials')),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id="team-username" label={t('fields.username')} error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('fields.usernamePlaceholder')}
          {...fieldAria('team-username', errors.username?.message)}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="team-password" label={t('fields.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('team-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <NeedsNetworkNote />
      <OnlineOnlyButton
        type="submit"
        size="lg"
        loading={login.isPending || login.isSuccess}
        data-testid="team-login-submit"
      >
        {t('team.submit')}
      </OnlineOnlyButton>
    </form>
  );
}
