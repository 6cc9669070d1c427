import type { DraftField } from '@assist/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inventoryMessage } from '../../inventory/error-text';
import type { EditDraftFormOutput, EditDraftFormValues } from '../draft-forms';
import { ProductFields } from '../../inventory/components/product-fields';

/** The product fields of Edit Draft: name (required), barcode, category, boxes, packaging, prices, expiry, batch. */
export function DraftFields({ form }: { form: UseFormReturn<EditDraftFormValues, unknown, EditDraftFormOutput> }) {
  const { t } = useTranslation('inventory');
  const { errors } = form.formState;
  return (
    <ProductFields
      idOf={(field: DraftField) => `edit-draft-${field}`}
      errorOf={(field) => inventoryMessage(errors[field]?.message, t)}
      register={(field) => form.register(field)}
      barcodeLabel="editDraft.barcode"
      nameDir="auto"
      className="grid grid-cols-2 gap-3"
      batch={{
        id: 'edit-draft-batchNumber',
        error: inventoryMessage(errors.batchNumber?.message, t),
        register: form.register('batchNumber'),
      }}
    />
  );
}
