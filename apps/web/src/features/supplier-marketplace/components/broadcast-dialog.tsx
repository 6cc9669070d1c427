import { BroadcastRequest } from '@assist/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { countText } from '../../../i18n/count-text';
import { errorText } from '../../../i18n/error-text';
import { useSendBroadcast } from '../api';

/** Broadcast (spec part 2 §5): title and message, both required after trimming. */
export function BroadcastDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t('broadcast.title')} description={t('broadcast.text')} data-testid="broadcast-dialog">
        {open && <BroadcastForm onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function BroadcastForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  const send = useSendBroadcast();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BroadcastRequest.safeParse({ title, message });
    if (!parsed.success) {
      toast({ title: t('toast.missingInformation'), description: t('toast.titleAndMessage'), variant: 'destructive' });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (sent) => {
        toast({
          title: t('toast.broadcastSent'),
          description: countText(t, 'supplierMarketplace:toast.broadcastSentText', sent.recipients),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: errorText(error, t, t('toast.broadcastFailed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField id="broadcast-title" label={t('broadcast.messageTitle')}>
        <Input
          dir={title ? 'auto' : undefined}
          id="broadcast-title"
          data-testid="broadcast-title"
          autoComplete="off"
          autoFocus
          placeholder={t('broadcast.titlePlaceholder')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <FormField id="broadcast-message" label={t('broadcast.message')}>
        <Textarea
          dir={message ? 'auto' : undefined}
          id="broadcast-message"
          data-testid="broadcast-message"
          className="min-h-28"
          placeholder={t('broadcast.messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('broadcast.cancel')}</Button>
        </DialogClose>
        <OnlineOnlyButton type="submit" loading={send.isPending} data-testid="broadcast-send">
          {t('broadcast.send')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
