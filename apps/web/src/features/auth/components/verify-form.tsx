import { type RegisterRequest, VerifyOtpRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues } from '../../../lib/form-errors';
import { useResendOtp, useVerifyOtp } from '../api';
import { authErrorText } from './auth-error';
import { CodeField } from './code-field';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

interface VerifyFormProps {
  email: string;
  /** The e-mail was registered before and still waits for its code: say so, point at "Resend Code". */
  pending?: boolean;
  /** The registration just typed, sent with the code: it replaces the pending one (the mailbox's owner decides). */
  registration?: RegisterRequest;
  onVerified: (email: string) => void;
}

/** The 6-digit code step; on success the parent returns to the Manager tab with the email. */
export function VerifyForm({ email, pending = false, registration, onVerified }: VerifyFormProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const form = useForm({ resolver: zodResolver(VerifyOtpRequest), defaultValues: { email, otp: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(registration ? { ...registration, ...values } : values, {
      onSuccess: () => {
        toast({ title: t('toast.verified'), description: t('toast.verifiedText'), variant: 'success' });
        onVerified(values.email);
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, ['otp']);
        toast({
          title: t('toast.verifyFailed'),
          description: authErrorText(error, t, t('toast.verifyFailedText')),
          variant: 'destructive',
        });
      },
    }),
  );

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast({ title: t('toast.otpSent'), description: t('toast.otpSentText'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('toast.resendFailed'),
            description: authErrorText(error, t, '') || undefined,
            variant: 'destructive',
          }),
      },
    );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {pending && (
        <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-strong" data-testid="verify-pending">
          {t(registration ? 'verify.pendingClaimNote' : 'verify.pendingNote')}
        </p>
      )}
      <FormField id="verify-email" label={t('fields.email')}>
        <Input id="verify-email" data-testid="verify-email" type="email" readOnly {...form.register('email')} />
      </FormField>
      <CodeField id="verify-otp" label={t('fields.otp')} error={errors.otp?.message} field={form.register('otp')} />
      <NeedsNetworkNote />
      <OnlineOnlyButton type="submit" size="lg" loading={verify.isPending} data-testid="verify-submit">
        {t('verify.submit')}
      </OnlineOnlyButton>
      <OnlineOnlyButton variant="outline" onClick={onResend} loading={resend.isPending} data-testid="resend-otp">
        {t('verify.resend')}
      </OnlineOnlyButton>
    </form>
  );
}
