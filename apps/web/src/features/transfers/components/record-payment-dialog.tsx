import {
  type TransferBalance,
  TransferPaymentRequest,
  displayDecimals,
  fromMinor,
  settlementStep,
  toMinor,
} from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { useMoney } from '../../../lib/format/use-money';
import { useRecordTransferPayment } from '../api';

/** Record Payment (spec part 2 §2): a cash amount against one partner's balance, and notes. */
export function RecordPaymentDialog({ balance, onClose }: { balance: TransferBalance | null; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog open={balance !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('payment.title')}
        description={
          balance && t(balance.type === 'owes' ? 'payment.owesText' : 'payment.owedText', { name: balance.partnerName })
        }
        data-testid="record-payment-dialog"
      >
        {balance && <PaymentForm balance={balance} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** What is left to pay: the balance minus the claims already waiting, exactly, in the currency's own decimals. */
function payable(balance: TransferBalance): string {
  const minor = Math.max(0, toMinor(balance.totalOutstanding) - toMinor(balance.pendingClaims));
  return Number(fromMinor(minor)).toFixed(Math.min(2, displayDecimals(balance.currency)));
}

function PaymentForm({ balance, onDone }: { balance: TransferBalance; onDone: () => void }) {
  const { t } = useTranslation('transfers');
  const money = useMoney(balance.currency);
  const record = useRecordTransferPayment();
  // Prefilled with the exact balance shown: paying it clears it.
  const [amount, setAmount] = useState(() => payable(balance));
  const step = settlementStep(balance.currency) / 100;
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const body = {
      fromUserId: balance.fromUserId,
      toUserId: balance.toUserId,
      amount,
      currency: balance.currency,
      paymentMethod: 'cash',
      notes,
    };
    const parsed = TransferPaymentRequest.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    record.mutate(parsed.data, {
      onSuccess: (done) => {
        const claim = done.status === 'pending';
        toast({
          title: t(claim ? 'payment.claimed' : 'payment.recorded'),
          description: claim
            ? t('payment.claimedText', { name: balance.partnerName })
            : t('payment.recordedText', { amount: money(done.totalOutstanding) }),
          variant: 'success',
        });
        onDone();
      },
      onError: (failure) =>
        toast({
          title: t('payment.failed'),
          description: errorText(failure, t, t('payment.failed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <p className="flex items-baseline justify-between gap-3 rounded-lg bg-subtle/60 p-3 text-sm">
        <span className="text-ink-muted">{t('payment.outstanding')}</span>
        <span className="text-lg font-semibold tabular-nums" data-testid="payment-outstanding">
          {money(balance.totalOutstanding)}
        </span>
      </p>
      {toMinor(balance.pendingClaims) > 0 && (
        <p className="text-sm text-ink-muted" data-testid="payment-pending-claims">
          {t('payment.pendingClaims', { amount: money(balance.pendingClaims) })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="payment-amount" label={t('payment.amount')} error={error}>
          <Input
            id="payment-amount"
            type="number"
            inputMode="decimal"
            min={step}
            step={step}
            max={payable(balance)}
            dir="ltr"
            className="rtl:text-right"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={error ? true : undefined}
            autoFocus
            data-testid="payment-amount"
          />
        </FormField>
        <FormField id="payment-method" label={t('payment.method')}>
          <Input id="payment-method" value={t('payment.cash')} readOnly data-testid="payment-method" />
        </FormField>
      </div>
      <FormField id="payment-notes" label={t('payment.notes')}>
        <Textarea
          id="payment-notes"
          value={notes}
          maxLength={1000}
          onChange={(event) => setNotes(event.target.value)}
          data-testid="payment-notes"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('payment.cancel')}
        </Button>
        <Button
          type="submit"
          loading={record.isPending}
          disabled={amount.trim() === '' || record.isPending}
          data-testid="payment-submit"
        >
          {t('payment.submit')}
        </Button>
      </div>
    </form>
  );
}
