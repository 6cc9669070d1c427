import type { InventoryItem } from '@assist/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useAmounts } from '../../../lib/format/use-money';
import { type ItemAction, ItemActions } from './item-actions';
import { ExpiryCell, PriceCell, ProductCell, StockCell, SupplierName } from './item-parts';

interface InventoryListProps {
  items: InventoryItem[];
  onAction: (item: InventoryItem, action: ItemAction) => void;
}

/** The lots as a table (tablet and desktop). */
export function InventoryTable({ items, onAction }: InventoryListProps) {
  const { t } = useTranslation('inventory');
  const { symbol } = useAmounts();
  return (
    <Table
      aria-label={t('list.tableLabel')}
      className="min-w-[56rem] [&_td]:px-2 [&_th]:px-2"
      data-testid="inventory-table"
    >
      <TableHead>
        <TableRow>
          <Th>{t('list.columns.product')}</Th>
          <Th>{t('list.columns.barcode')}</Th>
          <Th>{t('list.columns.supplier')}</Th>
          <Th>{t('list.columns.stock')}</Th>
          <Th>{t('list.columns.expiry')}</Th>
          <Th>{t('list.columns.cost', { currency: symbol })}</Th>
          <Th>{t('list.columns.retail', { currency: symbol })}</Th>
          <Th>
            <span className="sr-only">{t('list.columns.actions')}</span>
          </Th>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            className="hover:bg-subtle/60"
            data-testid={`inventory-row-${item.product.barcode}`}
            data-expiry={item.expiryDate}
            data-units={item.availableUnits}
          >
            <Td className="min-w-36 max-w-48">
              <ProductCell item={item} />
            </Td>
            <Td className="font-mono text-xs" dir="ltr">
              {item.product.barcode}
            </Td>
            <Td className="min-w-28">
              <SupplierName item={item} />
            </Td>
            <Td>
              <StockCell item={item} />
            </Td>
            <Td>
              <ExpiryCell item={item} />
            </Td>
            <Td>
              <PriceCell perBox={item.costPrice} perUnit={item.unitCostPrice} />
            </Td>
            <Td>
              <PriceCell perBox={item.retailPrice} perUnit={item.unitRetailPrice} />
            </Td>
            <Td className="py-1.5 pe-2">
              <ItemActions item={item} onAction={(action) => onAction(item, action)} compact />
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The lots as stacked cards (phones). */
export function InventoryCards({ items, onAction }: InventoryListProps) {
  const { t } = useTranslation('inventory');
  const { symbol } = useAmounts();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('list.tableLabel')} data-testid="inventory-cards">
      {items.map((item) => (
        <li
          key={item.id}
          className="rounded-xl border border-line bg-surface p-4 shadow-sm"
          data-testid={`inventory-row-${item.product.barcode}`}
          data-expiry={item.expiryDate}
          data-units={item.availableUnits}
        >
          <div className="flex items-start justify-between gap-3">
            <ProductCell item={item} />
            <ExpiryCell item={item} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <CardField label={t('list.columns.stock')}>
              <StockCell item={item} />
            </CardField>
            <CardField label={t('list.columns.supplier')}>
              <SupplierName item={item} />
            </CardField>
            <CardField label={t('list.columns.cost', { currency: symbol })}>
              <PriceCell perBox={item.costPrice} perUnit={item.unitCostPrice} />
            </CardField>
            <CardField label={t('list.columns.retail', { currency: symbol })}>
              <PriceCell perBox={item.retailPrice} perUnit={item.unitRetailPrice} />
            </CardField>
            <CardField label={t('list.columns.barcode')} className="col-span-2">
              <span className="font-mono text-xs" dir="ltr">
                {item.product.barcode}
              </span>
            </CardField>
          </dl>
          <div className="mt-3 flex justify-end border-t border-line pt-2">
            <ItemActions item={item} onAction={(action) => onAction(item, action)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function CardField({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
