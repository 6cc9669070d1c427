import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/contract-form';
import { applyServerIssues } from '../../../lib/form-errors';
import { useLogin } from '../api';
import { authErrorText } from './auth-error';
import { UnverifiedNote } from './unverified-note';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

/** The contract with zod, fetched on use: neither is on the sign-in page's first visit (issue 28). */
const loadLoginRequest = () => import('../login-contract').then((contract) => contract.LoginRequest);

interface ManagerLoginFormProps {
  defaultEmail?: string;
  defaultPassword?: string;
  /** "Forgot password?", with the e-mail typed so far. */
  onForgotPassword?: (email: string) => void;
  /** The Verify step for an account whose e-mail waits for its code. */
  onVerifyEmail?: (email: string) => void;
}

export function ManagerLoginForm({
  defaultEmail = '',
  defaultPassword = '',
  onForgotPassword,
  onVerifyEmail,
}: ManagerLoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tReset } = useTranslation('passwordReset');
  const login = useLogin();
  // The first form a visitor sees, without react-hook-form (lib/contract-form.ts): issue 28's budget.
  const form = useContractForm(loadLoginRequest, { email: defaultEmail, password: defaultPassword });
  const { errors } = form;
  const [unverified, setUnverified] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        setUnverified(error instanceof ApiError && error.code === 'email_not_verified' ? values.email : null);
        applyServerIssues(error, form.setError, ['email', 'password']);
        toast({
          title: t('toast.loginFailed'),
          description: authErrorText(error, t, t('toast.invalidCredentials')),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id="manager-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          {...fieldAria('manager-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="manager-password" label={t('fields.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('manager-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      {unverified && onVerifyEmail && <UnverifiedNote email={unverified} onVerify={onVerifyEmail} />}
      <NeedsNetworkNote />
      <OnlineOnlyButton
        type="submit"
        size="lg"
        loading={login.isPending || login.isSuccess}
        data-testid="manager-login-submit"
      >
        {t('manager.submit')}
      </OnlineOnlyButton>
      {onForgotPassword && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-center text-brand-strong"
          onClick={() => onForgotPassword(form.getValues('email'))}
          data-testid="forgot-password-link"
        >
          {tReset('link')}
        </Button>
      )}
    </form>
  );
}
