import { categories } from '@assist/domain';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { EditableField, EditableProduct } from '../draft-rows';

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

/** One cell's control; numbers read left to right on Arabic pages too. */
export function RowInput({ row, index, field, testId, onChange, quantityMin = 1 }: RowInputProps) {
  const { t } = useTranslation('inventory');
  const common = {
    id: cellId(testId, index, field),
    value: row[field],
    'aria-label': t('rows.cellLabel', { column: t(`rows.${field}`), n: index + 1 }),
    'data-testid': cellId(testId, index, field),
    onChange: (event: { target: { value: string } }) => onChange(row.key, field, event.target.value),
  };
  const number = { type: 'number', dir: 'ltr', className: 'rtl:text-right' } as const;
  switch (field) {
    case 'category':
      return (
        <Select {...common} className="min-w-36">
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {t(`categories.${category.value}`)}
            </option>
          ))}
        </Select>
      );
    case 'quantity':
      return <Input {...common} {...number} inputMode="numeric" min={quantityMin} step={1} />;
    case 'unitsPerBox':
      return <Input {...common} {...number} inputMode="numeric" min={1} step={1} />;
    case 'costPrice':
    case 'retailPrice':
      return <Input {...common} {...number} inputMode="decimal" min={0} step={0.01} placeholder="0.00" />;
    case 'expirationDate':
      return <Input {...common} type="date" />;
    case 'barcode':
      return <Input {...common} autoComplete="off" dir="ltr" className="min-w-32 rtl:text-right" />;
    default:
      // A Latin name on an Arabic page keeps its start in view.
      return <Input {...common} autoComplete="off" dir="auto" />;
  }
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
