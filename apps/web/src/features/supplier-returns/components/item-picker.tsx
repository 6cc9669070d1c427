import type { InventoryItem } from '@assist/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatCalendarDate } from '../../../lib/format';
import { useReturnableItems } from '../api';
import { countText } from '../../../i18n/count-text';

/** Finds a lot to return: the inventory search by name, barcode or supplier; lots with stock only. */
export function ItemPicker({ onPick }: { onPick: (item: InventoryItem) => void }) {
  const { t, i18n } = useTranslation('supplier-returns');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const items = useReturnableItems(debounced);
  const list = (items.data?.items ?? []).filter((item) => item.availableUnits > 0);
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('form.searchPlaceholder')}
          aria-label={t('form.search')}
          className="ps-9"
          autoFocus
          data-testid="return-item-search"
        />
      </div>
      {items.isPending && <Spinner className="size-5" />}
      {items.isSuccess && list.length === 0 && <p className="text-sm text-ink-muted">{t('form.noItems')}</p>}
      {list.length > 0 && (
        <ul
          className="max-h-64 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          data-testid="return-items"
        >
          {list.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-start hover:bg-subtle/70"
                data-testid={`return-item-${item.id}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{item.product.name}</span>
                  <span className="block truncate text-xs text-ink-muted">
                    {t('form.itemLine', {
                      expiry: formatCalendarDate(item.expiryDate, i18n.language),
                      supplier: item.supplier?.name ?? t('card.noSupplier'),
                    })}
                  </span>
                </span>
                <span className="shrink-0 text-sm text-ink-muted">
                  {countText(t, 'form.unitsLeft', item.availableUnits)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
