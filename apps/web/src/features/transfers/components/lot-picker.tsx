import type { InventoryItem } from '@assist/domain';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { countText } from '../../../i18n/count-text';
import { formatCalendarDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTransferInventory } from '../api';

interface LotPickerProps {
  /** Lots already in the transfer: shown as added, not offered again. */
  added: ReadonlySet<number>;
  onAdd: (item: InventoryItem) => void;
}

/** The sender's own lots with stock (not expired): product, expiry and units available. */
export function LotPicker({ added, onAdd }: LotPickerProps) {
  const { t, i18n } = useTranslation('transfers');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const items = useTransferInventory(debounced);
  const list = (items.data?.items ?? []).filter((item) => item.availableUnits > 0 && item.expiryStatus !== 'expired');
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
          data-testid="transfer-item-search"
        />
      </div>
      {items.isPending && <Spinner className="size-5" />}
      {items.isSuccess && list.length === 0 && <p className="text-sm text-ink-muted">{t('form.noItems')}</p>}
      {list.length > 0 && (
        <ul
          className="max-h-52 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          aria-label={t('form.search')}
          data-testid="transfer-lots"
        >
          {list.map((item) => {
            const isAdded = added.has(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={isAdded}
                  onClick={() => onAdd(item)}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-start hover:bg-subtle/70 disabled:cursor-default disabled:opacity-60 disabled:hover:bg-transparent"
                  data-testid={`transfer-lot-${item.id}`}
                >
                  <span className="min-w-0">
                    {/* Wrapped, never cut: a phone shows the whole name and the units left. */}
                    <span className="block font-medium break-words [overflow-wrap:anywhere]" dir="auto">
                      {item.product.name}
                    </span>
                    <span className="block text-xs text-ink-muted">
                      {t('form.lot', { expiry: formatCalendarDate(item.expiryDate, i18n.language) })} ·{' '}
                      {countText(t, 'form.available', item.availableUnits)}
                    </span>
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm text-brand">
                    {isAdded ? (
                      <span className="text-ink-muted">{t('form.added')}</span>
                    ) : (
                      <>
                        {/* The name is the visible text (axe: label-content-name-mismatch), then the action. */}
                        <span className="sr-only">{t('form.addLot')}</span>
                        <Plus className="size-4" aria-hidden="true" />
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
