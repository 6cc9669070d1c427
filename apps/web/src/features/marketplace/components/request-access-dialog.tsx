import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useRequestAccess } from '../api';
import { supplierOf } from '../names';
import type { BrowseMarketplace } from '@assist/domain';

interface RequestAccessDialogProps {
  marketplace: BrowseMarketplace | null;
  onClose: () => void;
}

/** "Request Access": a message to the supplier, sent with `POST /api/marketplace/request-access`. */
export function RequestAccessDialog({ marketplace, onClose }: RequestAccessDialogProps) {
  const { t } = useTranslation('marketplace');
  return (
    <Dialog open={marketplace !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('requestAccess.title')}
        description={marketplace && t('requestAccess.description', { supplier: isolate(supplierOf(marketplace)) })}
        data-testid="request-access-dialog"
      >
        {marketplace && <RequestAccessForm marketplace={marketplace} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RequestAccessForm({ marketplace, onClose }: { marketplace: BrowseMarketplace; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const request = useRequestAccess();
  const [message, setMessage] = useState('');
  const supplier = isolate(supplierOf(marketplace));

  const send = () =>
    request.mutate(
      {
        marketplaceId: marketplace.marketplaceId,
        supplierId: marketplace.supplierId,
        requestMessage: message.trim() || null,
      },
      {
        onSuccess: (answer) => {
          const granted = answer.status === 'approved';
          toast({
            title: t(granted ? 'requestAccess.granted' : 'requestAccess.sent'),
            description: t(granted ? 'requestAccess.grantedText' : 'requestAccess.sentText', { supplier }),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: t('requestAccess.failed'),
            description: errorText(error, t, t('requestAccess.failed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <FormField id="access-message" label={t('requestAccess.message')}>
        <Textarea
          id="access-message"
          data-testid="access-message"
          value={message}
          maxLength={1000}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('requestAccess.messagePlaceholder')}
          dir="auto"
        />
      </FormField>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('requestAccess.cancel')}
        </Button>
        <OnlineOnlyButton type="submit" loading={request.isPending} data-testid="access-submit">
          {t('requestAccess.submit')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
