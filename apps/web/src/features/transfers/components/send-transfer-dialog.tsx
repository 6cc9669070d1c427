import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { useSendTransfer } from '../api';
import { type SendLine, addLine, itemsOf, removeLine, setLineQuantity } from '../send-lines';
import { LotPicker } from './lot-picker';
import { RecipientField } from './recipient-field';
import { SendLinesEditor } from './send-lines-editor';

/** Send Transfer (spec part 2 §2): recipient by e-mail, items from the sender's lots, notes. */
export function SendTransferDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('form.title')}
        description={t('form.description')}
        className="sm:max-w-2xl"
        data-testid="send-transfer-dialog"
      >
        {open && <SendTransferForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SendTransferForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('transfers');
  const send = useSendTransfer();
  const [email, setEmail] = useState('');
  const [lines, setLines] = useState<SendLine[]>([]);
  const [notes, setNotes] = useState('');
  const ready = email.trim() !== '' && lines.length > 0 && !send.isPending;

  const submit = () => {
    if (!ready) return;
    send.mutate(
      { toUserEmail: email.trim(), items: itemsOf(lines), notes },
      {
        onSuccess: (sent) => {
          toast({
            title: t('form.sent'),
            description: t('form.sentText', { name: sent.recipientName }),
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) =>
          toast({
            title: t('form.failed'),
            description: errorText(failure, t, t('form.failed')),
            variant: 'destructive',
          }),
      },
    );
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
      <RecipientField value={email} onChange={setEmail} />
      <LotPicker
        added={new Set(lines.map((line) => line.inventoryId))}
        onAdd={(item) => setLines(addLine(lines, item))}
      />
      <SendLinesEditor
        lines={lines}
        onQuantity={(id, typed) => setLines((current) => setLineQuantity(current, id, typed))}
        onRemove={(id) => setLines((current) => removeLine(current, id))}
      />
      <FormField id="transfer-notes" label={t('form.notes')}>
        <Textarea
          id="transfer-notes"
          value={notes}
          maxLength={1000}
          placeholder={t('form.notesPlaceholder')}
          onChange={(event) => setNotes(event.target.value)}
          data-testid="transfer-notes"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={send.isPending} disabled={!ready} data-testid="transfer-submit">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
