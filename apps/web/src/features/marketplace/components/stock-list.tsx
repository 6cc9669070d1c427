import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import type { MarketplaceInventoryItem } from '@assist/domain';
import { Availability, StockExpiry, StockPrice } from './stock-parts';

interface StockListProps {
  items: MarketplaceInventoryItem[];
  /** Units of each barcode already in the purchase request being built. */
  inDraft: ReadonlyMap<string, number>;
  onAdd: (item: MarketplaceInventoryItem) => void;
}

function AddButton({ item, inDraft, onAdd }: { item: MarketplaceInventoryItem; inDraft: number; onAdd: () => void }) {
  const { t } = useTranslation('marketplace');
  const full = inDraft >= item.availableQuantity;
  if (item.availableQuantity < 1) return <span className="text-sm text-ink-muted">{t('stock.outOfStock')}</span>;
  return (
    <Button
      size="sm"
      variant={inDraft > 0 ? 'secondary' : 'primary'}
      onClick={onAdd}
      disabled={full}
      className="whitespace-nowrap"
      aria-label={`${inDraft > 0 ? t('stock.addMore') : t('stock.add')}: ${item.productName}`}
      data-testid={`stock-add-${item.barcode}`}
    >
      {inDraft > 0 ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
      {inDraft > 0 ? (
        <span title={t('stock.inRequest', { n: inDraft })}>
          <span aria-hidden="true" className="tabular-nums">
            {inDraft}
          </span>
        </span>
      ) : (
        t('stock.add')
      )}
    </Button>
  );
}

function ProductName({ item, category }: { item: MarketplaceInventoryItem; category?: string }) {
  const { t } = useTranslation('marketplace');
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium rtl:text-right" dir="auto" data-testid="stock-name">
        {item.productName}
      </span>
      <span className="text-xs text-ink-muted">
        <span className="sr-only">{t('stock.barcode')}: </span>
        <span className="font-mono" dir="ltr" data-testid="stock-barcode">
          {item.barcode}
        </span>
        {category && <span> · {category}</span>}
      </span>
    </span>
  );
}

/** A supplier's products: a table from tablet width up, cards on a phone. */
export function StockList({ items, inDraft, onAdd }: StockListProps) {
  const { t } = useTranslation('marketplace');
  const phone = useBreakpoint() === 'mobile';
  const category = (item: MarketplaceInventoryItem) =>
    t(`inventory:categories.${item.category}`, { defaultValue: item.category });

  if (phone)
    return (
      <ul className="flex flex-col gap-3" aria-label={t('stock.listLabel')} data-testid="stock-list">
        {items.map((item) => (
          <li
            key={`${item.barcode}-${item.expiryDate}`}
            className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
            data-testid={`stock-row-${item.barcode}`}
          >
            <div className="flex items-start justify-between gap-3">
              <ProductName item={item} />
              <span className="shrink-0 rounded-md bg-subtle px-2 py-0.5 text-xs text-ink-muted">{category(item)}</span>
            </div>
            {/* The facts are a <dl> of their own: a list of terms holds no button (axe: definition-list). */}
            <div className="grid grid-cols-2 gap-3 text-sm">
              <dl className="contents">
                <div>
                  <dt className="text-xs text-ink-muted">{t('stock.available')}</dt>
                  <dd>
                    <Availability item={item} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-muted">{t('stock.price')}</dt>
                  <dd>
                    <StockPrice item={item} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-muted">{t('stock.expiry')}</dt>
                  <dd>
                    <StockExpiry date={item.expiryDate} />
                  </dd>
                </div>
              </dl>
              <div className="flex items-end justify-end">
                <AddButton item={item} inDraft={inDraft.get(item.barcode) ?? 0} onAdd={() => onAdd(item)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    // Narrower than the app's Table (40rem): it shares the width with the purchase request panel.
    <div className="w-full overflow-x-auto">
      <table
        className="w-full min-w-[30rem] border-collapse text-sm"
        aria-label={t('stock.listLabel')}
        data-testid="stock-list"
      >
        <TableHead>
          <TableRow>
            <Th>{t('stock.product')}</Th>
            <Th>{t('stock.available')}</Th>
            <Th>{t('stock.price')}</Th>
            <Th>{t('stock.expiry')}</Th>
            <Th align="end">
              <span className="sr-only">{t('stock.add')}</span>
            </Th>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.barcode}-${item.expiryDate}`} data-testid={`stock-row-${item.barcode}`}>
              <Td>
                <ProductName item={item} category={category(item)} />
              </Td>
              <Td>
                <Availability item={item} />
              </Td>
              <Td>
                <StockPrice item={item} />
              </Td>
              <Td>
                <StockExpiry date={item.expiryDate} />
              </Td>
              <Td align="end">
                <AddButton item={item} inDraft={inDraft.get(item.barcode) ?? 0} onAdd={() => onAdd(item)} />
              </Td>
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
