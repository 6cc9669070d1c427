import type { InventoryItem } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteInventoryItem } from '../api';
import { formatCalendarDate } from '../display';
import { inventoryErrorText } from '../error-text';

interface DeleteItemDialogProps {
  /** The lot to delete; undefined keeps the dialog closed. */
  item: InventoryItem | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting a lot ("Item Deleted" / "Failed to delete inventory item"). */
export function DeleteItemDialog({ item, onOpenChange }: DeleteItemDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const remove = useDeleteInventoryItem();

  const confirm = () => {
    if (!item) return;
    const name = item.product.name;
    remove.mutate(item.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('toast.itemDeleted'), description: t('toast.itemDeletedText', { name }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: inventoryErrorText(error, t, t('toast.deleteFailed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <ConfirmDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={
        item
          ? t('delete.description', {
              name: item.product.name,
              date: formatCalendarDate(item.expiryDate, i18n.language),
            })
          : ''
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      pending={remove.isPending}
      testId="delete-item"
    />
  );
}
