import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useSupplierOrders, useSuppliers } from '../../inventory/api';
import { newSupplierChoice } from '../receipt-supplier-choice';

interface SupplierOrderFieldsProps {
  /** Prefix of the controls' ids and test ids: `<idPrefix>-supplier`, `<idPrefix>-order-id`. */
  idPrefix: string;
  supplierId: string;
  orderId: string;
  onSupplierChange: (supplierId: string) => void;
  onOrderChange: (orderId: string) => void;
  disabled?: boolean;
  /** Translated messages shown under the fields (a save without them was refused). */
  errors?: { supplier?: string | undefined; orderId?: string | undefined };
  /** A receipt's supplier that is not one of the tenant's: offered as a new one, created on save. */
  newSupplierName?: string;
}

/**
 * The supplier picker and the order ID of the draft screens. The order ID is typed, or picked from
 * the supplier's orders ("Order #id - description"), so stock can join an order already received.
 */
export function SupplierOrderFields({
  idPrefix,
  supplierId,
  orderId,
  onSupplierChange,
  onOrderChange,
  disabled,
  errors,
  newSupplierName,
}: SupplierOrderFieldsProps) {
  const { t } = useTranslation('inventory');
  const suppliers = useSuppliers();
  const orders = useSupplierOrders(supplierId && supplierId !== newSupplierChoice ? Number(supplierId) : null);
  const listId = `${idPrefix}-orders`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={`${idPrefix}-supplier`} label={t('add.supplier')} error={errors?.supplier}>
        <Select
          {...fieldAria(`${idPrefix}-supplier`, errors?.supplier)}
          value={supplierId}
          disabled={disabled}
          onChange={(event) => onSupplierChange(event.target.value)}
        >
          <option value="">{suppliers.isPending ? t('add.loadingSuppliers') : t('add.selectSupplier')}</option>
          {suppliers.data?.map((supplier) => (
            <option key={supplier.id} value={String(supplier.id)} dir="auto">
              {supplier.name}
            </option>
          ))}
          {newSupplierName && (
            <option value={newSupplierChoice}>{t('ocr.newSupplierOption', { name: newSupplierName })}</option>
          )}
        </Select>
      </FormField>
      <FormField
        id={`${idPrefix}-order-id`}
        label={t('add.orderId')}
        hint={orders.data?.length ? t('drafts.orderPickHint') : t('add.orderIdHint')}
        error={errors?.orderId}
      >
        <Input
          {...fieldAria(`${idPrefix}-order-id`, errors?.orderId)}
          autoComplete="off"
          list={orders.data?.length ? listId : undefined}
          value={orderId}
          disabled={disabled}
          onChange={(event) => onOrderChange(event.target.value)}
        />
        {orders.data && orders.data.length > 0 && (
          <datalist id={listId} data-testid={`${idPrefix}-orders`}>
            {orders.data.map((order) => (
              <option key={order.id} value={order.orderId}>
                {order.description
                  ? t('drafts.orderOption', { id: order.orderId, description: order.description })
                  : t('drafts.orderOptionBare', { id: order.orderId })}
              </option>
            ))}
          </datalist>
        )}
      </FormField>
    </div>
  );
}
