import type { InventoryItem } from '@assist/domain';
import { useTranslation } from 'react-i18next';

/**
 * "Name · barcode" under a dialog title, and "Batch …" when the lot has one (its history and stock
 * movements are that batch's); each part keeps its own reading direction in Arabic.
 */
export function ItemCaption({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  return (
    <>
      <span dir="auto">{item.product.name}</span> ·{' '}
      <span dir="ltr" className="font-mono text-xs">
        {item.product.barcode}
      </span>
      {item.batchNumber && (
        <span data-testid="item-caption-batch">
          {' '}
          · {t('list.batch')}{' '}
          <span dir="ltr" className="font-mono text-xs">
            {item.batchNumber}
          </span>
        </span>
      )}
    </>
  );
}
