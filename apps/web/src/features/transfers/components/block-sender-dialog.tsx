import type { Transfer } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useBlockSender } from '../api';

/** Asks before blocking the sender of an incoming transfer: its next transfers are refused. */
export function BlockSenderDialog({ transfer, onClose }: { transfer: Transfer | null; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const block = useBlockSender();
  const name = transfer ? isolate(transfer.senderName) : '';
  const confirm = () =>
    transfer &&
    block.mutate(transfer.fromUserId, {
      onSuccess: () => {
        onClose();
        toast({ title: t('blocks.blocked'), description: t('blocks.blockedText', { name }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('blocks.failed'),
          description: errorText(error, t, t('blocks.failed')),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open={transfer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('blocks.confirmTitle', { name })}
      description={t('blocks.confirmText')}
      confirmLabel={t('blocks.block')}
      cancelLabel={t('blocks.cancel')}
      onConfirm={confirm}
      pending={block.isPending}
      testId="block-sender"
    />
  );
}
