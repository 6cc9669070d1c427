import { useTranslation } from 'react-i18next';
import { Select } from '../ui/select';
import { type PaperSize, paperSizes } from './receipt-content';

/** The receipt's paper: an 80 mm roll or an A4 sheet. */
export function PaperSelect({ value, onChange }: { value: PaperSize; onChange: (paper: PaperSize) => void }) {
  const { t } = useTranslation('pos');
  return (
    <div className="flex flex-col gap-1.5 sm:w-40">
      <label htmlFor="receipt-paper" className="text-sm font-medium">
        {t('receipt.paper')}
      </label>
      <Select
        id="receipt-paper"
        value={value}
        onChange={(event) => onChange(event.target.value as PaperSize)}
        data-testid="receipt-paper"
      >
        {paperSizes.map((size) => (
          <option key={size} value={size}>
            {t(`receipt.paperSize.${size}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
