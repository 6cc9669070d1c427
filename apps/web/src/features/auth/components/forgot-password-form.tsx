import { ForgotPasswordRequest, ResetPasswordForm } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues } from '../../../lib/form-errors';
import { useForgotPassword, useResetPassword } from '../password-reset-api';
import { authErrorText } from './auth-error';
import { CodeField } from './code-field';

interface ForgotPasswordFormProps {
  defaultEmail: string;
  /** Back to signing in; with the e-mail when the password was just changed. */
  onDone: (email: string | null) => void;
}

/**
 * "Forgot password?" on the Manager tab: the e-mail gets a code (the same answer whether or not it
 * has an account), then the code and the new password twice set it; every session of the owner ends.
 */
export function ForgotPasswordForm({ defaultEmail, onDone }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <ResetStep email={sentTo} onDone={onDone} onAgain={() => setSentTo(null)} />
  ) : (
    <EmailStep defaultEmail={defaultEmail} onSent={setSentTo} onCancel={() => onDone(null)} />
  );
}

function EmailStep(props: { defaultEmail: string; onSent: (email: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('passwordReset');
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ForgotPasswordRequest), defaultValues: { email: props.defaultEmail } });
  const error = form.formState.errors.email?.message;
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => {
        toast({ title: t('codeSentTitle'), description: t('codeSent'), variant: 'success' });
        props.onSent(values.email);
      },
      onError: (failure) =>
        toast({ title: t('failed'), description: authErrorText(failure, t, t('tryAgain')), variant: 'destructive' }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="forgot-password-form">
      <p className="text-sm text-ink-muted">{t('emailIntro')}</p>
      <FormField id="forgot-email" label={t('email')} error={error}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('forgot-email', error)}
          {...form.register('email')}
        />
      </FormField>
      <NeedsNetworkNote />
      <OnlineOnlyButton type="submit" size="lg" loading={forgot.isPending} data-testid="forgot-send">
        {t('send')}
      </OnlineOnlyButton>
      <Button type="button" variant="ghost" onClick={props.onCancel} data-testid="forgot-back">
        {t('back')}
      </Button>
    </form>
  );
}

function ResetStep(props: { email: string; onDone: (email: string | null) => void; onAgain: () => void }) {
  const { t } = useTranslation('passwordReset');
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { email: props.email, code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ confirmPassword: _, ...body }) =>
    reset.mutate(body, {
      onSuccess: () => {
        toast({ title: t('doneTitle'), description: t('done'), variant: 'success' });
        props.onDone(body.email);
      },
      onError: (failure) => {
        applyServerIssues(failure, form.setError, ['code', 'newPassword']);
        toast({ title: t('failed'), description: authErrorText(failure, t, t('tryAgain')), variant: 'destructive' });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="reset-password-form">
      <p className="text-sm text-ink-muted" data-testid="reset-intro">
        {t('codeIntro', { email: props.email })}
      </p>
      <CodeField id="reset-code" label={t('code')} error={errors.code?.message} field={form.register('code')} />
      <FormField id="reset-password" label={t('newPassword')} error={errors.newPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('reset-password', errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField id="reset-confirm" label={t('confirmPassword')} error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('reset-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <NeedsNetworkNote />
      <OnlineOnlyButton type="submit" size="lg" loading={reset.isPending} data-testid="reset-submit">
        {t('save')}
      </OnlineOnlyButton>
      <Button type="button" variant="ghost" onClick={props.onAgain} data-testid="reset-again">
        {t('again')}
      </Button>
    </form>
  );
}
