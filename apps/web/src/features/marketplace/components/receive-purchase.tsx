import type { PurchaseRequest, ReceiveTerms } from '@assist/domain';
import { PackageCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { ReceiveDialog } from '../../transfers/components/receive-dialog';
import { useReceivePurchase } from '../api';
import { supplierOfRequest } from '../names';

/**
 * Receive into stock / Decline for an approved purchase whose transfer waits (every plan: the
 * marketplace's own route reviews the transfer). Receiving opens the Receive dialog (prices, rate,
 * total before the debt); declining asks first.
 */
export function ReceivePurchase({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation('marketplace');
  const receipt = useReceivePurchase();
  const [confirming, setConfirming] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const supplier = supplierOfRequest(request);

  // mutateAsync, not mutate's own callbacks: a received purchase leaves the Purchases list's
  // pending state and this component unmounts, which would drop the toast.
  const act = (verb: 'receive' | 'decline', terms?: ReceiveTerms) =>
    receipt.mutateAsync({ id: request.id, verb, terms }).then(
      () => {
        setConfirming(false);
        setReceiving(false);
        toast({
          title: t(verb === 'receive' ? 'purchases.received' : 'purchases.declined'),
          description: t(verb === 'receive' ? 'purchases.receivedText' : 'purchases.declinedText', { supplier }),
          variant: 'success',
        });
      },
      (error: unknown) => {
        setConfirming(false);
        toast({
          title: t('purchases.receiveFailed'),
          description: errorText(error, t, t('purchases.receiveFailed')),
          variant: 'destructive',
        });
      },
    );

  const busy = receipt.isPending;
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row" data-testid="purchase-receipt">
      <Button
        size="sm"
        className="whitespace-nowrap"
        loading={busy && receipt.variables?.verb === 'receive'}
        disabled={busy}
        onClick={() => setReceiving(true)}
        data-testid="purchase-receive"
      >
        <PackageCheck className="size-4" aria-hidden="true" />
        {t('purchases.receive')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="whitespace-nowrap"
        disabled={busy}
        onClick={() => setConfirming(true)}
        data-testid="purchase-decline"
      >
        <X className="size-4" aria-hidden="true" />
        {t('purchases.decline')}
      </Button>
      <ReceiveDialog
        source={receiving ? { kind: 'purchase', id: request.id } : null}
        pending={busy && receipt.variables?.verb === 'receive'}
        onReceive={(terms) => void act('receive', terms)}
        onClose={() => setReceiving(false)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('purchases.declineTitle')}
        description={t('purchases.declineText', { supplier })}
        confirmLabel={t('purchases.declineConfirm')}
        cancelLabel={t('purchases.keep')}
        onConfirm={() => void act('decline')}
        pending={busy}
        testId="purchase-decline"
      />
    </div>
  );
}
