import type { InventoryItem } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { applyServerIssues } from '../../../lib/form-errors';
import { useUpdateInventoryItem } from '../api';
import { countText, typedUnitPrice } from '../display';
import { inventoryErrorText, inventoryMessage } from '../error-text';
import { editItemDefaults, editItemForm, numberFallback, withFallback } from '../forms';
import { useMoney } from '../../../lib/format/use-money';
import { ItemCaption } from './item-caption';
import { CountInput, PriceInput } from './number-input';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const fields = ['quantity', 'unitsPerBox', 'costPrice', 'retailPrice', 'expiryDate', 'batchNumber'] as const;

interface EditItemDialogProps {
  /** The lot to edit; undefined keeps the dialog closed. */
  item: InventoryItem | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Edit Inventory Item: boxes, units per box, cost and retail per box, expiry date, batch. */
export function EditItemDialog({ item, onOpenChange }: EditItemDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog open={item !== undefined} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('editItem.title')}
        description={item ? <ItemCaption item={item} /> : undefined}
        data-testid="edit-item-dialog"
      >
        {item && <EditItemForm key={item.id} item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditItemForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const money = useMoney();
  const update = useUpdateInventoryItem();
  const form = useForm({ resolver: zodResolver(editItemForm), defaultValues: editItemDefaults(item) });
  const { errors } = form.formState;
  const error = (name: (typeof fields)[number]) => inventoryMessage(errors[name]?.message, t);
  const [unitsPerBox, costPrice, retailPrice] = useWatch({
    control: form.control,
    name: ['unitsPerBox', 'costPrice', 'retailPrice'],
  });
  const unitHint = (price: unknown) => {
    const unit = typedUnitPrice(price, unitsPerBox);
    return unit === null ? undefined : t('list.perUnit', { amount: money(unit) });
  };

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { id: item.id, body },
      {
        onSuccess: (saved) => {
          toast({
            title: t('toast.itemUpdated'),
            description: t('toast.itemUpdatedText', { name: saved.product.name }),
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409 && failure.serverMessage) {
            form.setError('expiryDate', { type: 'server', message: failure.serverMessage });
          }
          applyServerIssues(failure, form.setError, fields);
          toast({
            title: t('toast.error'),
            description: inventoryErrorText(failure, t, t('toast.updateItemFailed')),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const onHand = {
    units: countText(t, 'list.units', item.availableUnits),
    boxes: countText(t, 'list.boxes', item.availableBoxes),
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="edit-item-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="edit-item-quantity"
          label={t('editItem.quantity')}
          error={error('quantity')}
          hint={t('editItem.quantityHint', onHand)}
        >
          <CountInput
            {...fieldAria('edit-item-quantity', error('quantity'))}
            {...form.register('quantity', { setValueAs: withFallback(numberFallback.quantity) })}
          />
        </FormField>
        <FormField id="edit-item-unitsPerBox" label={t('editItem.unitsPerBox')} error={error('unitsPerBox')}>
          <CountInput
            {...fieldAria('edit-item-unitsPerBox', error('unitsPerBox'))}
            {...form.register('unitsPerBox', { setValueAs: withFallback(numberFallback.unitsPerBox) })}
          />
        </FormField>
        <FormField
          id="edit-item-costPrice"
          label={t('editItem.costPrice')}
          error={error('costPrice')}
          hint={unitHint(costPrice)}
        >
          <PriceInput
            {...fieldAria('edit-item-costPrice', error('costPrice'))}
            {...form.register('costPrice', { setValueAs: withFallback(numberFallback.costPrice) })}
          />
        </FormField>
        <FormField
          id="edit-item-retailPrice"
          label={t('editItem.retailPrice')}
          error={error('retailPrice')}
          hint={unitHint(retailPrice)}
        >
          <PriceInput
            {...fieldAria('edit-item-retailPrice', error('retailPrice'))}
            {...form.register('retailPrice', { setValueAs: withFallback(numberFallback.retailPrice) })}
          />
        </FormField>
        <FormField id="edit-item-expiryDate" label={t('editItem.expiryDate')} error={error('expiryDate')}>
          <Input
            type="date"
            {...fieldAria('edit-item-expiryDate', error('expiryDate'))}
            {...form.register('expiryDate')}
          />
        </FormField>
        <FormField id="edit-item-batchNumber" label={t('editItem.batchNumber')} error={error('batchNumber')}>
          <Input
            autoComplete="off"
            dir="ltr"
            className="rtl:text-right"
            {...fieldAria('edit-item-batchNumber', error('batchNumber'))}
            {...form.register('batchNumber')}
          />
        </FormField>
      </div>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} data-testid="edit-item-cancel">
          {t('editItem.cancel')}
        </Button>
        <OnlineOnlyButton type="submit" loading={update.isPending} data-testid="edit-item-save">
          {t('editItem.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
