import { RotateCw, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../i18n/error-text';
import { forgetPrefetched } from '../../../lib/first-data';
import { useSignedInUser } from '../../auth/api';
import { useMarketplaces } from '../api';
import type { MarketplaceInventoryItem, BrowseMarketplace } from '@assist/domain';
import { type DraftLine, addToDraft } from '../purchase-draft';
import { MarketplaceCard } from './marketplace-card';
import { ProductSearchResults } from './product-search-results';
import { RequestAccessDialog } from './request-access-dialog';
import { SearchBox } from './search-box';
import { SupplierStock } from './supplier-stock';

interface BrowseTabProps {
  search: string;
  onSearch: (search: string) => void;
  supplierId: number | null;
  onSupplier: (supplierId: number | null) => void;
  drafts: ReadonlyMap<number, DraftLine[]>;
  onDraft: (supplierId: number, lines: DraftLine[]) => void;
  onSent: () => void;
}

function BrowseSkeleton() {
  const { t } = useTranslation('marketplace');
  return (
    <output className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('browse.loading')}>
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex animate-pulse flex-col gap-3 rounded-xl border border-line bg-surface p-4">
          <div className="flex gap-3">
            <div className="size-11 rounded-lg bg-subtle" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-5 w-2/3 rounded bg-subtle" />
              <div className="h-4 w-1/2 rounded bg-subtle" />
            </div>
          </div>
          <div className="h-4 w-1/3 rounded bg-subtle" />
          <div className="h-10 rounded-lg bg-subtle" />
        </div>
      ))}
    </output>
  );
}

/** Browse: the marketplaces of the retailer's kind, a supplier's stock, or a product search across them. */
export function BrowseTab({ search, onSearch, supplierId, onSupplier, drafts, onDraft, onSent }: BrowseTabProps) {
  const { t } = useTranslation('marketplace');
  const user = useSignedInUser();
  const marketplaces = useMarketplaces();
  // After the query subscribes: its prefetched answer is not asked again on this mount only.
  useEffect(forgetPrefetched, []);
  const [asking, setAsking] = useState<BrowseMarketplace | null>(null);
  const list = marketplaces.data ?? [];
  const selected = supplierId === null ? undefined : list.find((m) => m.supplierId === supplierId);

  const addFromSearch = (id: number, item: MarketplaceInventoryItem) =>
    onDraft(id, addToDraft(drafts.get(id) ?? [], item));

  if (selected)
    return (
      <SupplierStock
        key={selected.supplierId}
        marketplace={selected}
        initialSearch={search}
        lines={drafts.get(selected.supplierId) ?? []}
        onLines={(lines) => onDraft(selected.supplierId, lines)}
        onBack={() => onSupplier(null)}
        onSent={onSent}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        value={search}
        onChange={onSearch}
        label={t('browse.search')}
        placeholder={t('browse.searchPlaceholder')}
        testId="marketplace-search"
      />
      {marketplaces.isPending && <BrowseSkeleton />}
      {marketplaces.isError && (
        <Card className="flex flex-col items-start gap-3 p-6" role="alert">
          <h2 className="font-semibold">{t('loadFailed')}</h2>
          <p className="text-sm text-ink-muted">{errorText(marketplaces.error, t, t('loadFailed'))}</p>
          <Button variant="outline" onClick={() => void marketplaces.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        </Card>
      )}
      {marketplaces.isSuccess && search.trim() !== '' && (
        <ProductSearchResults
          search={search.trim()}
          marketplaces={list}
          drafts={drafts}
          onAdd={addFromSearch}
          onOpen={onSupplier}
          onClear={() => onSearch('')}
        />
      )}
      {marketplaces.isSuccess && search.trim() === '' && list.length === 0 && (
        <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="marketplaces-empty">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Store className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t('browse.empty.title')}</h2>
          <p className="max-w-md text-ink-muted">{t(`browse.empty.${user.retailerType ?? 'other'}`)}</p>
        </Card>
      )}
      {search.trim() === '' && list.length > 0 && (
        <ul
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-label={t('browse.listLabel')}
          data-testid="marketplaces"
        >
          {list.map((marketplace) => (
            <li key={marketplace.marketplaceId} className="min-w-0">
              <MarketplaceCard
                marketplace={marketplace}
                onRequestAccess={() => setAsking(marketplace)}
                onViewProducts={() => onSupplier(marketplace.supplierId)}
              />
            </li>
          ))}
        </ul>
      )}
      <RequestAccessDialog marketplace={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
