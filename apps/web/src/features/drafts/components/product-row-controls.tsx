import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { EditableField, EditableProduct } from '../draft-rows';
import { ProductFieldControl } from '../../inventory/components/product-field-control';

/** One editable cell of a draft product row, its row's selection box and its remove button. */

/** Row selection of the batch editor (Save Selected). */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  /** Selects or clears every row shown. */
  onToggleShown: (on: boolean) => void;
}

export const cellId = (testId: string, index: number, field: EditableField) => `${testId}-row-${index}-${field}`;

interface RowInputProps {
  onChange: (key: string, field: EditableField, value: string) => void;
  quantityMin?: 0 | 1 | undefined;
  row: EditableProduct;
  index: number;
  field: EditableField;
  testId: string;
}

/** One cell's control, as in every product form; the table gives the category and barcode a width. */
export function RowInput({ row, index, field, testId, onChange, quantityMin = 1 }: RowInputProps) {
  const { t } = useTranslation('inventory');
  return (
    <ProductFieldControl
      field={field}
      id={cellId(testId, index, field)}
      value={row[field]}
      aria-label={t('rows.cellLabel', { column: t(`rows.${field}`), n: index + 1 })}
      data-testid={cellId(testId, index, field)}
      onChange={(event) => onChange(row.key, field, event.target.value)}
      quantityMin={quantityMin}
      className={field === 'category' ? 'min-w-36' : field === 'barcode' ? 'min-w-32' : undefined}
      dir="auto"
    />
  );
}

export function SelectBox({
  row,
  index,
  selection,
  testId,
}: {
  row: EditableProduct;
  index: number;
  selection: RowSelection;
  testId: string;
}) {
  const { t } = useTranslation('inventory');
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand"
      checked={selection.selected.has(row.key)}
      onChange={(event) => selection.onToggle(row.key, event.target.checked)}
      aria-label={t('rows.select', { n: index + 1 })}
      data-testid={`${testId}-row-${index}-select`}
    />
  );
}

interface RemoveButtonProps {
  row: EditableProduct;
  index: number;
  onRemove: (key: string) => void;
  disabled: boolean;
  testId: string;
}

export function RemoveButton({ row, index, onRemove, disabled, testId }: RemoveButtonProps) {
  const { t } = useTranslation('inventory');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-danger hover:bg-danger-soft"
      onClick={() => onRemove(row.key)}
      disabled={disabled}
      aria-label={t('add.removeRow', { n: index + 1 })}
      title={disabled ? t('rows.lastRowStays') : t('add.removeRow', { n: index + 1 })}
      data-testid={`${testId}-row-${index}-remove`}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}
