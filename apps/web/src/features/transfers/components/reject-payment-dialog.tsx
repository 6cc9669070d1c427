import { type TransferPaymentEntry, TransferPaymentRejectRequest } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useDecidePayment } from '../api';

/** Reject a claimed payment: the creditor says why (the debtor reads it in its notification). */
export function RejectPaymentDialog({ claim, onClose }: { claim: TransferPaymentEntry | null; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog open={claim !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('claims.rejectTitle')} data-testid="reject-payment-dialog">
        {claim && <RejectForm claim={claim} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ claim, onDone }: { claim: TransferPaymentEntry; onDone: () => void }) {
  const { t } = useTranslation('transfers');
  const money = useMoney(claim.currency);
  const decide = useDecidePayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = TransferPaymentRejectRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    // Awaited, not per-call callbacks: the last claim rejected empties the list and unmounts this
    // dialog (live news may refresh it first); the toast and the close must still happen.
    decide.mutateAsync({ id: claim.id, verb: 'reject', reason: parsed.data.reason }).then(
      () => {
        toast({ title: t('claims.rejected'), variant: 'success' });
        onDone();
      },
      (failure: unknown) =>
        toast({
          title: t('claims.failed'),
          description: errorText(failure, t, t('claims.failed')),
          variant: 'destructive',
        }),
    );
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm">
        {t('claims.rejectText', { name: isolate(claim.partnerName), amount: money(claim.amount) })}
      </p>
      <FormField id="reject-reason" label={t('claims.reason')} error={error}>
        <Textarea
          id="reject-reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoFocus
          data-testid="reject-reason"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('payment.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={decide.isPending} data-testid="reject-submit">
          {t('claims.reject')}
        </Button>
      </div>
    </form>
  );
}
