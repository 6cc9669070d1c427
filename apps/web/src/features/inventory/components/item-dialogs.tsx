import type { InventoryItem } from '@assist/domain';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { EditProductDialog } from './edit-product-dialog';
import { HistoryDialog } from './history-dialog';
import type { ItemAction } from './item-actions';

interface ItemDialogsProps {
  open: { item: InventoryItem; action: ItemAction } | null;
  onClose: () => void;
}

/** The dialog of the action chosen on a lot's row. */
export function ItemDialogs({ open, onClose }: ItemDialogsProps) {
  const onOpenChange = (next: boolean) => !next && onClose();
  const item = open?.item;
  return (
    <>
      <EditItemDialog item={open?.action === 'editItem' ? item : undefined} onOpenChange={onOpenChange} />
      <EditProductDialog item={open?.action === 'editProduct' ? item : undefined} onOpenChange={onOpenChange} />
      <HistoryDialog item={open?.action === 'history' ? item : undefined} onOpenChange={onOpenChange} />
      <DeleteItemDialog item={open?.action === 'delete' ? item : undefined} onOpenChange={onOpenChange} />
    </>
  );
}
