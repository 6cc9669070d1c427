import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useResendOtp } from '../api';
import { authErrorText } from './auth-error';

interface UnverifiedNoteProps {
  email: string;
  /** Opens the Verify step for the e-mail. */
  onVerify: (email: string) => void;
}

/**
 * A sign-in of an account whose e-mail was never verified (issue 27 item 3): the way to the code,
 * in this visit or a later one: "Enter your code" or "Send a new code" (then the code).
 */
export function UnverifiedNote({ email, onVerify }: UnverifiedNoteProps) {
  const { t } = useTranslation('verifyLater');
  const resend = useResendOtp();
  const sendNew = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          toast({ title: t('sentTitle'), description: t('sent', { email }), variant: 'success' });
          onVerify(email);
        },
        onError: (error) =>
          toast({
            title: t('sendFailed'),
            description: authErrorText(error, t, '') || undefined,
            variant: 'destructive',
          }),
      },
    );
  return (
    <div
      className="flex flex-col gap-3 rounded-lg bg-brand-soft px-3 py-3 text-sm text-brand-strong"
      aria-live="polite"
      data-testid="unverified-note"
    >
      <p>{t('note', { email })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => onVerify(email)} data-testid="unverified-enter-code">
          {t('enterCode')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={resend.isPending}
          onClick={sendNew}
          data-testid="unverified-send-code"
        >
          {t('sendNew')}
        </Button>
      </div>
    </div>
  );
}
