import type { BrowseMarketplace, MarketplaceInventoryItem } from '@assist/domain';
import { ArrowRight, SearchX, Store, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMarketplaceSearch } from '../api';
import { supplierOf } from '../names';
import type { DraftLine } from '../purchase-draft';
import { StockList } from './stock-list';

interface ProductSearchResultsProps {
  search: string;
  marketplaces: BrowseMarketplace[];
  drafts: ReadonlyMap<number, DraftLine[]>;
  onAdd: (supplierId: number, item: MarketplaceInventoryItem) => void;
  onOpen: (supplierId: number) => void;
  onClear: () => void;
}

/** The found products by supplier, in the order of the browse list. */
function bySupplier(items: readonly MarketplaceInventoryItem[], marketplaces: readonly BrowseMarketplace[]) {
  const groups = new Map<number, MarketplaceInventoryItem[]>();
  for (const item of items) groups.set(item.supplierId, [...(groups.get(item.supplierId) ?? []), item]);
  return [...groups].map(([supplierId, found]) => {
    const marketplace = marketplaces.find((m) => m.supplierId === supplierId);
    return {
      supplierId,
      name: marketplace ? supplierOf(marketplace) : (found[0]?.supplierName ?? ''),
      found,
    };
  });
}

/** `/marketplace?search=`: matching products in every marketplace the retailer has access to, by supplier. */
export function ProductSearchResults({
  search,
  marketplaces,
  drafts,
  onAdd,
  onOpen,
  onClear,
}: ProductSearchResultsProps) {
  const { t } = useTranslation('marketplace');
  // Asked once typing pauses; a link's ?search= is asked at once (it starts equal).
  const results = useMarketplaceSearch(useDebouncedValue(search, 300));
  const groups = bySupplier(results.data ?? [], marketplaces);
  const anyAccess = marketplaces.some((m) => m.hasAccess);

  return (
    <section className="flex flex-col gap-4" data-testid="product-search-results" aria-busy={results.isFetching}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold rtl:text-right" dir="auto">
          {t('search.title', { search })}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} data-testid="search-clear">
          <X className="size-4" aria-hidden="true" />
          {t('search.clear')}
        </Button>
      </header>
      {!anyAccess && <p className="text-sm text-ink-muted">{t('search.noAccess')}</p>}
      {results.isPending && <p className="text-sm text-ink-muted">{t('search.loading')}</p>}
      {results.isError && (
        <p className="text-sm text-danger" role="alert">
          {errorText(results.error, t, t('loadFailed'))}
        </p>
      )}
      {results.isSuccess && anyAccess && groups.length === 0 && (
        <Card className="flex items-center gap-3 p-6 text-ink-muted" data-testid="product-search-none">
          <SearchX className="size-5 shrink-0" aria-hidden="true" />
          {t('search.none', { search })}
        </Card>
      )}
      {groups.map(({ supplierId, name, found }) => (
        <Card
          key={supplierId}
          className="flex min-w-0 flex-col gap-3 p-3 sm:p-4"
          data-testid={`search-group-${supplierId}`}
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex min-w-0 items-center gap-2 font-medium">
              <Store className="size-4 shrink-0 text-brand" aria-hidden="true" />
              <span className="truncate rtl:text-right" dir="auto">
                {t('search.from', { supplier: isolate(name) })}
              </span>
            </p>
            <Button size="sm" variant="outline" onClick={() => onOpen(supplierId)} data-testid="search-open-supplier">
              {t('search.open')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Button>
          </header>
          <StockList
            items={found}
            inDraft={new Map((drafts.get(supplierId) ?? []).map((line) => [line.barcode, line.quantity]))}
            onAdd={(item) => onAdd(supplierId, item)}
          />
        </Card>
      ))}
    </section>
  );
}
