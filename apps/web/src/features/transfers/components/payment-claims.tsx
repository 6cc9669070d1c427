import type { TransferPaymentEntry } from '@assist/domain';
import { Check, Hourglass, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { formatTimestamp } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';
import { useDecidePayment, useTransferPayments } from '../api';
import { RejectPaymentDialog } from './reject-payment-dialog';

/**
 * Cash payments waiting for the creditor (issue 26): a claim counts in no balance until the
 * business it was paid to confirms it. The creditor confirms or rejects (with a reason); the
 * debtor sees it waiting. Nothing is shown when no claim waits.
 */
export function PaymentClaims() {
  const { t } = useTranslation('transfers');
  const claims = useTransferPayments('pending').data ?? [];
  const [rejecting, setRejecting] = useState<TransferPaymentEntry | null>(null);
  if (claims.length === 0) return null;
  return (
    <section className="mb-6 flex flex-col gap-3" aria-labelledby="payment-claims-title" data-testid="payment-claims">
      <h2 id="payment-claims-title" className="font-semibold">
        {t('claims.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
        {claims.map((claim) => (
          <li key={claim.id} className="min-w-0">
            <ClaimCard claim={claim} onReject={() => setRejecting(claim)} />
          </li>
        ))}
      </ul>
      <RejectPaymentDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}

function ClaimCard({ claim, onReject }: { claim: TransferPaymentEntry; onReject: () => void }) {
  const { t, i18n } = useTranslation('transfers');
  const money = useMoney(claim.currency);
  const { timeZone } = useBusinessDay();
  const decide = useDecidePayment();
  // The partner paid me: I am the creditor, the one who decides.
  const toMe = claim.fromUserId === claim.partnerId;
  // Awaited, not per-call callbacks: once confirmed the claim leaves the list (live news may refresh
  // it first), and a callback of an unmounted card would never say so.
  const confirm = () =>
    decide.mutateAsync({ id: claim.id, verb: 'confirm' }).then(
      () => toast({ title: t('claims.confirmed'), variant: 'success' }),
      (failure: unknown) =>
        toast({
          title: t('claims.failed'),
          description: errorText(failure, t, t('claims.failed')),
          variant: 'destructive',
        }),
    );
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-xl border border-warning/40 bg-surface p-4 shadow-sm"
      data-testid={`payment-claim-${claim.id}`}
    >
      <header className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">
          {t(toMe ? 'claims.paidYou' : 'claims.youPaid', { name: isolate(claim.partnerName) })}
        </p>
        <span className="shrink-0 text-lg font-semibold whitespace-nowrap tabular-nums" data-testid="claim-amount">
          {money(claim.amount)}
        </span>
      </header>
      <p className="text-xs text-ink-muted">{formatTimestamp(claim.createdAt, i18n.language, timeZone)}</p>
      {claim.notes && <p className="text-sm break-words">{claim.notes}</p>}
      {toMe ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button size="sm" onClick={confirm} loading={decide.isPending} data-testid="claim-confirm">
            {!decide.isPending && <Check className="size-4" aria-hidden="true" />}
            {t('claims.confirm')}
          </Button>
          <Button size="sm" variant="outline" onClick={onReject} data-testid="claim-reject">
            <X className="size-4" aria-hidden="true" />
            {t('claims.reject')}
          </Button>
        </div>
      ) : (
        <Badge tone="warning" className="mt-auto w-fit gap-1" data-testid="claim-waiting">
          <Hourglass className="size-3" aria-hidden="true" />
          {t('claims.waiting')}
        </Badge>
      )}
    </article>
  );
}
