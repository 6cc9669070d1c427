import { categories, type DraftProductField } from '@assist/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { CountInput, PriceInput } from './number-input';

/** What a product form (react-hook-form's register) or a row editor (value and onChange) passes. */
export interface ProductFieldControlProps {
  /** The field, as a draft row names it (`name`, `expirationDate`). */
  field: DraftProductField;
  id: string;
  'data-testid': string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  name?: string;
  value?: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: (event: { target: { value: string } }) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => void;
  ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  /** A Latin name on an Arabic page keeps its start in view with 'auto'. */
  dir?: 'auto';
  /** The smallest box count offered: 0 in a CSV batch (spec part 2 §2), else 1. */
  quantityMin?: 0 | 1 | undefined;
  /** Extra classes of the category list and the barcode input (the row table's widths). */
  className?: string;
}

/**
 * The control of one product field, the same in every product form and row editor: the category
 * list, whole numbers and prices read left to right on Arabic pages too, a date picker.
 */
export function ProductFieldControl({ field, quantityMin = 1, className, dir, ...props }: ProductFieldControlProps) {
  const { t } = useTranslation('inventory');
  switch (field) {
    case 'category':
      return (
        <Select className={className} {...props}>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {t(`categories.${category.value}`)}
            </option>
          ))}
        </Select>
      );
    case 'quantity':
      return <CountInput {...props} min={quantityMin} />;
    case 'unitsPerBox':
      return <CountInput {...props} />;
    case 'costPrice':
    case 'retailPrice':
      return <PriceInput {...props} />;
    case 'expirationDate':
      return <Input {...props} type="date" />;
    case 'barcode':
    case 'batchNumber':
      return <Input {...props} autoComplete="off" dir="ltr" className={cn('rtl:text-right', className)} />;
    default:
      return <Input {...props} autoComplete="off" dir={dir} />;
  }
}
