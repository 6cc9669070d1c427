import { type InventoryItem, type InventorySort, inventoryPageSize, inventorySorts } from '@assist/domain';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { formatCount } from '../display';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { forgetPrefetched } from '../../../lib/first-data';
import { useFirstScreenful } from '../../../lib/use-first-screenful';
import { useInventoryList } from '../api';
import { firstInventoryList } from '../first-list';
import { pageCount } from '../pagination';
import { InventoryCards, InventoryTable } from './inventory-table';
import { InventoryPagination } from './inventory-pagination';
import { InventoryEmpty, InventoryLoadFailed, InventoryLoading, InventoryNoResults } from './inventory-states';
import type { ItemAction } from './item-actions';
import { ItemDialogs } from './item-dialogs';
import { BusyNotice } from '../../../components/busy-notice';
import { NoRecalledStock, RecalledFilter } from '../../recalls/components/recalled-filter';

/** Spec part 2 §2: the search runs on the server once typing pauses this long. */
const searchDelayMs = 300;
/** More than a screenful of cards on a phone and of rows on a desktop: the first frame draws these. */
const firstCards = 6;
const firstRows = 20;

/** The Current inventory tab: search, sort, one page of lots, and each lot's dialogs. */
export function CurrentInventoryTab({ onAddProduct }: { onAddProduct: () => void }) {
  const { t } = useTranslation('inventory');
  const isPhone = useBreakpoint() === 'mobile';
  // ?search= opens the list searched (the assistant links its stock answers here).
  const [searchText, setSearchText] = useState(() => new URLSearchParams(window.location.search).get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), searchDelayMs);
  // The first list is the one first-list.ts asks for while the page's code downloads.
  const [sortBy, setSortBy] = useState<InventorySort>(() => firstInventoryList(searchText).sortBy);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ item: InventoryItem; action: ItemAction } | null>(null);
  // A new search or order starts at the first page (set while rendering, so no request for the old page).
  // Lane recalls: only the lots of recalled batches.
  const [recalledOnly, setRecalledOnly] = useState(false);
  const [filter, setFilter] = useState({ search, sortBy, recalledOnly });
  if (filter.search !== search || filter.sortBy !== sortBy || filter.recalledOnly !== recalledOnly) {
    setFilter({ search, sortBy, recalledOnly });
    setPage(1);
  }
  const list = useInventoryList({ search, sortBy, page, ...(recalledOnly ? { filter: 'recalled' as const } : {}) });
  // After the query subscribes (declared above it, this would run first and the list be asked twice).
  useEffect(forgetPrefetched, []);
  const top = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setPage(next);
    // The pager sits below the list: bring the new page's first rows into view.
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const total = list.data?.total ?? 0;
  const totalPages = pageCount(total, list.data?.pageSize ?? inventoryPageSize);
  // After a delete empties the last page, step back to the new last page.
  useEffect(() => {
    if (list.data && page > totalPages) setPage(totalPages);
  }, [list.data, page, totalPages]);

  const items = list.data?.items ?? [];
  // The page's rows or cards arrive in two frames: a screenful, then the rest (issue 28: one
  // long task at 4x CPU was the 50 cards' render). The placeholder (previous page) keeps its state.
  const listKey = list.isPlaceholderData ? undefined : JSON.stringify([search, sortBy, page, recalledOnly]);
  const { shown, growing } = useFirstScreenful(items, isPhone ? firstCards : firstRows, listKey);
  const first = (page - 1) * (list.data?.pageSize ?? inventoryPageSize) + 1;

  return (
    <Card className="overflow-hidden">
      <div ref={top} className="scroll-mt-4" />
      <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="inventory-search">{t('list.searchLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <Input
              id="inventory-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('list.searchPlaceholder')}
              autoComplete="off"
              className="ps-9"
              data-testid="inventory-search"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-64">
          <Label htmlFor="inventory-sort">{t('list.sortLabel')}</Label>
          <Select
            id="inventory-sort"
            value={sortBy}
            onChange={(event) => setSortBy(event.target.value as InventorySort)}
            data-testid="inventory-sort"
          >
            {inventorySorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
        <RecalledFilter checked={recalledOnly} onChange={setRecalledOnly} />
      </div>

      <BusyNotice failureReason={list.failureReason} isFetching={list.isFetching} />
      {list.isPending && <InventoryLoading />}
      {list.isError && (
        <div className="p-4">
          <InventoryLoadFailed error={list.error} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.isSuccess && total === 0 && search && (
        <InventoryNoResults search={search} onClear={() => setSearchText('')} />
      )}
      {list.isSuccess && total === 0 && !search && !recalledOnly && <InventoryEmpty onAdd={onAddProduct} />}
      {list.isSuccess && total === 0 && !search && recalledOnly && <NoRecalledStock />}
      {items.length > 0 && (
        <div aria-busy={list.isPlaceholderData || undefined} className={list.isPlaceholderData ? 'opacity-60' : ''}>
          {/* While the rest is coming, a screen's height: the pager below does not move. */}
          <div className={growing ? 'min-h-dvh' : undefined}>
            {isPhone ? (
              <div className="bg-canvas p-3">
                <InventoryCards items={shown} onAction={(item, action) => setOpen({ item, action })} />
              </div>
            ) : (
              <InventoryTable items={shown} onAction={(item, action) => setOpen({ item, action })} />
            )}
          </div>
          <div className="flex flex-col items-center gap-3 border-t border-line p-4 sm:flex-row sm:justify-between">
            <p className="text-sm text-ink-muted" data-testid="inventory-showing">
              {t('list.showing', {
                from: formatCount(first),
                to: formatCount(first + items.length - 1),
                total: formatCount(total),
              })}
            </p>
            <InventoryPagination
              page={page}
              totalPages={totalPages}
              onPageChange={goToPage}
              siblings={isPhone ? 0 : 1}
            />
          </div>
        </div>
      )}
      <ItemDialogs open={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
