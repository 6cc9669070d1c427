import { ArrowRight, SearchX, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useStocksOf } from '../api';
import type { MarketplaceInventoryItem, MarketplaceListing } from '../model';
import type { DraftLine } from '../purchase-draft';
import { StockList } from './stock-list';
import { filterStock } from './supplier-stock';

interface ProductSearchResultsProps {
  search: string;
  marketplaces: MarketplaceListing[];
  drafts: ReadonlyMap<number, DraftLine[]>;
  onAdd: (marketplace: MarketplaceListing, item: MarketplaceInventoryItem, stock: MarketplaceInventoryItem[]) => void;
  onOpen: (marketplace: MarketplaceListing) => void;
}

/** Products matching the search in every marketplace the retailer has access to, by supplier. */
export function ProductSearchResults({ search, marketplaces, drafts, onAdd, onOpen }: ProductSearchResultsProps) {
  const { t } = useTranslation('marketplace');
  const open = marketplaces.filter((m) => m.hasAccess);
  const stocks = useStocksOf(open.map((m) => m.supplierId));
  const groups = open.map((marketplace, index) => ({
    marketplace,
    stock: stocks[index]?.data ?? [],
    matches: filterStock(stocks[index]?.data ?? [], search),
  }));
  const loading = stocks.some((s) => s.isPending);
  const found = groups.filter((g) => g.matches.length > 0);

  return (
    <section className="flex flex-col gap-4" data-testid="product-search-results">
      <h2 className="text-lg font-semibold">{t('search.title', { search })}</h2>
      {open.length === 0 && <p className="text-sm text-ink-muted">{t('search.noAccess')}</p>}
      {loading && <p className="text-sm text-ink-muted">{t('search.loading')}</p>}
      {!loading && open.length > 0 && found.length === 0 && (
        <Card className="flex items-center gap-3 p-6 text-ink-muted" data-testid="product-search-none">
          <SearchX className="size-5 shrink-0" aria-hidden="true" />
          {t('search.none', { search })}
        </Card>
      )}
      {found.map(({ marketplace, stock, matches }) => (
        <Card
          key={marketplace.id}
          className="flex min-w-0 flex-col gap-3 p-3 sm:p-4"
          data-testid={`search-group-${marketplace.supplierId}`}
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex min-w-0 items-center gap-2 font-medium">
              <Store className="size-4 shrink-0 text-brand" aria-hidden="true" />
              <span className="truncate rtl:text-right" dir="auto">
                {t('search.from', { supplier: marketplace.supplier.businessName })}
              </span>
            </p>
            <Button size="sm" variant="outline" onClick={() => onOpen(marketplace)} data-testid="search-open-supplier">
              {t('search.open')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Button>
          </header>
          <StockList
            items={matches}
            inDraft={new Map((drafts.get(marketplace.supplierId) ?? []).map((l) => [l.barcode, l.quantity]))}
            onAdd={(item) => onAdd(marketplace, item, stock)}
          />
        </Card>
      ))}
    </section>
  );
}
