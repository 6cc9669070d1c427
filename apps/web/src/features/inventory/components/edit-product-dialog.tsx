import type { InventoryItem } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateProduct } from '../api';
import { inventoryErrorText, inventoryMessage } from '../error-text';
import { editProductForm } from '../forms';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

interface EditProductDialogProps {
  /** A lot of the product to edit; undefined keeps the dialog closed. */
  item: InventoryItem | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Edit Product: the name and barcode every lot of the product shows. */
export function EditProductDialog({ item, onOpenChange }: EditProductDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog open={item !== undefined} onOpenChange={onOpenChange}>
      <DialogContent title={t('editProduct.title')} description={t('editProduct.description')} className="max-w-md">
        {item && <EditProductForm key={item.id} item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditProductForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const update = useUpdateProduct();
  const form = useForm({
    resolver: zodResolver(editProductForm),
    defaultValues: { name: item.product.name, barcode: item.product.barcode },
  });
  const { errors } = form.formState;
  // The spec's one message for either field: "Product name and barcode are required."
  const problem = inventoryMessage(errors.name?.message ?? errors.barcode?.message, t);

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { id: item.productId, body },
      {
        onSuccess: (saved) => {
          toast({
            title: t('toast.productUpdated'),
            description: t('toast.productUpdatedText', { name: saved.name }),
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) =>
          toast({
            title: t('toast.productUpdateFailed'),
            description: inventoryErrorText(failure, t, t('toast.productUpdateFailedText')),
            variant: 'destructive',
          }),
      },
    ),
  );

  const aria = (name: 'name' | 'barcode') => ({
    id: `edit-product-${name}`,
    'data-testid': `edit-product-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? 'edit-product-error' : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="edit-product-form">
      <FormField id="edit-product-name" label={t('editProduct.name')}>
        <Input autoComplete="off" {...aria('name')} {...form.register('name')} />
      </FormField>
      <FormField id="edit-product-barcode" label={t('editProduct.barcode')}>
        <Input
          autoComplete="off"
          dir="ltr"
          className="rtl:text-right"
          {...aria('barcode')}
          {...form.register('barcode')}
        />
      </FormField>
      {problem && (
        <p id="edit-product-error" role="alert" className="text-sm text-danger" data-testid="edit-product-error">
          {problem}
        </p>
      )}
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} data-testid="edit-product-cancel">
          {t('editProduct.cancel')}
        </Button>
        <OnlineOnlyButton type="submit" loading={update.isPending} data-testid="edit-product-save">
          {t('editProduct.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
