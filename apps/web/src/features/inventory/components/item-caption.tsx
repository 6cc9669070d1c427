import type { InventoryItem } from '@assist/domain';

/** "Name · barcode" under a dialog title; each part keeps its own reading direction in Arabic. */
export function ItemCaption({ item }: { item: InventoryItem }) {
  return (
    <>
      <span dir="auto">{item.product.name}</span> ·{' '}
      <span dir="ltr" className="font-mono text-xs">
        {item.product.barcode}
      </span>
    </>
  );
}
