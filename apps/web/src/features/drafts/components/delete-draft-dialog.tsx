import type { Draft } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { countText } from '../../inventory/display';
import { useDeleteDraft } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';

/** Asks before deleting a draft ("Failed to delete draft." when it cannot). */
export function DeleteDraftDialog({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const remove = useDeleteDraft();
  const what = draft?.sourceData.isMultiProduct
    ? countText(t, 'drafts.productCount', draft.productCount)
    : (draft?.productName ?? '');

  const confirm = () => {
    if (!draft) return;
    remove.mutate(draft.id, {
      onSuccess: () => {
        onClose();
        toast({
          title: t('toast.draftDeleted'),
          description: t('toast.draftDeletedText', { what }),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: inventoryErrorText(error, t, t('toast.draftDeleteFailed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <ConfirmDialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('drafts.deleteTitle')}
      description={t('drafts.deleteText', { what })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      pending={remove.isPending}
      testId="delete-draft"
    />
  );
}
