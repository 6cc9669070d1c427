import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { formatCalendarDate } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { countText } from '../../inventory/display';
import { useMyInventory } from '../api';
import type { MarketplaceInventoryItem } from '@assist/domain';
import { EmptyList, MarketplaceLoadFailed, MarketplaceLoading } from './marketplace-states';

function matches(item: MarketplaceInventoryItem, search: string): boolean {
  const text = search.trim().toLowerCase();
  return !text || item.productName.toLowerCase().includes(text) || item.barcode.includes(text);
}

/** The supplier's stock as retailers see it (GET /api/marketplace/my-inventory). */
export function InventoryTab() {
  const { t } = useTranslation('supplierMarketplace');
  const inventory = useMyInventory();
  const [search, setSearch] = useState('');
  const isPhone = useBreakpoint() === 'mobile';
  const items = (inventory.data ?? []).filter((item) => matches(item, search));

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('inventory.text')}</p>
      <div className="relative sm:max-w-sm">
        <Search className="pointer-events-none absolute start-3 top-3 size-5 text-ink-muted" aria-hidden="true" />
        <Input
          type="search"
          className="ps-10"
          aria-label={t('inventory.search')}
          placeholder={t('inventory.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="marketplace-inventory-search"
        />
      </div>
      {inventory.isPending && <MarketplaceLoading text={t('inventory.loading')} />}
      {inventory.isError && <MarketplaceLoadFailed error={inventory.error} onRetry={() => void inventory.refetch()} />}
      {inventory.isSuccess && inventory.data.length === 0 && (
        <EmptyList testId="marketplace-inventory-empty">{t('inventory.empty')}</EmptyList>
      )}
      {inventory.isSuccess && inventory.data.length > 0 && items.length === 0 && (
        <EmptyList testId="marketplace-inventory-no-match">{t('inventory.noMatch', { search })}</EmptyList>
      )}
      {items.length > 0 && (isPhone ? <InventoryCards items={items} /> : <InventoryTable items={items} />)}
    </div>
  );
}

function Available({ item }: { item: MarketplaceInventoryItem }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <>
      <span className="font-medium">{countText(t, 'list.units', item.availableQuantity)}</span>
      <span className="block text-xs text-ink-muted">
        {countText(t, 'list.boxes', item.availableBoxes)} · {t('inventory.unitsPerBox', { n: item.unitsPerBox })}
      </span>
    </>
  );
}

function InventoryTable({ items }: { items: MarketplaceInventoryItem[] }) {
  const { t, i18n } = useTranslation('supplierMarketplace');
  // The supplier's own stock: every item is in its currency.
  const money = useMoney(items[0]?.currency);
  return (
    <Card className="overflow-hidden">
      <Table data-testid="marketplace-inventory-table">
        <TableHead>
          <TableRow>
            <Th>{t('inventory.product')}</Th>
            <Th>{t('inventory.category')}</Th>
            <Th>{t('inventory.available')}</Th>
            <Th align="end">{t('inventory.price')}</Th>
            <Th>{t('inventory.expiry')}</Th>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.barcode}-${item.expiryDate}`} data-testid="marketplace-inventory-row">
              <Td>
                <span className="font-medium">{item.productName}</span>
                <span className="block text-xs text-ink-muted" dir="ltr">
                  {item.barcode}
                </span>
              </Td>
              <Td>{t(`inventory:categories.${item.category}`, { defaultValue: item.category })}</Td>
              <Td>
                <Available item={item} />
              </Td>
              <Td align="end" className="tabular-nums">
                {item.retailPrice === null ? t('inventory.noPrice') : money(item.retailPrice)}
              </Td>
              <Td>{formatCalendarDate(item.expiryDate, i18n.language)}</Td>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function InventoryCards({ items }: { items: MarketplaceInventoryItem[] }) {
  const { t, i18n } = useTranslation('supplierMarketplace');
  // The supplier's own stock: every item is in its currency.
  const money = useMoney(items[0]?.currency);
  return (
    <ul className="flex flex-col gap-2" data-testid="marketplace-inventory-cards">
      {items.map((item) => (
        <li key={`${item.barcode}-${item.expiryDate}`}>
          <Card className="flex flex-col gap-2 p-4" data-testid="marketplace-inventory-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{item.productName}</p>
                <p className="text-xs text-ink-muted">
                  {t(`inventory:categories.${item.category}`, { defaultValue: item.category })} ·{' '}
                  <span dir="ltr">{item.barcode}</span>
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">
                {item.retailPrice === null ? t('inventory.noPrice') : money(item.retailPrice)}
              </p>
            </div>
            <div className="flex items-end justify-between gap-3 text-sm">
              <div>
                <Available item={item} />
              </div>
              <p className="text-xs text-ink-muted">
                {t('inventory.expiry')}: {formatCalendarDate(item.expiryDate, i18n.language)}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
