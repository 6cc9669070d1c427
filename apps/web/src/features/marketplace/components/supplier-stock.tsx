import { ArrowLeft, Lock, RotateCw, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { countText } from '../../../i18n/count-text';
import { useMarketplaceInventory } from '../api';
import type { MarketplaceInventoryItem, BrowseMarketplace } from '@assist/domain';
import { supplierOf } from '../names';
import { type DraftLine, addToDraft, removeFromDraft, setQuantity } from '../purchase-draft';
import { DraftPanel } from './draft-panel';
import { ReviewDialog } from './review-dialog';
import { SearchBox } from './search-box';
import { StockList } from './stock-list';

/** Products whose name, barcode or category contains the search, case-insensitive. */
export function filterStock(items: readonly MarketplaceInventoryItem[], search: string): MarketplaceInventoryItem[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.productName, item.barcode, item.category].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

interface SupplierStockProps {
  marketplace: BrowseMarketplace;
  initialSearch: string;
  lines: DraftLine[];
  onLines: (lines: DraftLine[]) => void;
  onBack: () => void;
  onSent: () => void;
}

/** "View Products": one supplier's stock with a search, and the purchase request built from it. */
export function SupplierStock({ marketplace, initialSearch, lines, onLines, onBack, onSent }: SupplierStockProps) {
  const { t } = useTranslation('marketplace');
  const stock = useMarketplaceInventory(marketplace.hasAccess ? marketplace.supplierId : null);
  const [search, setSearch] = useState(initialSearch);
  const [reviewing, setReviewing] = useState(false);
  const items = stock.data ?? [];
  const shown = filterStock(items, search);
  const inDraft = new Map(lines.map((line) => [line.barcode, line.quantity]));
  const supplier = supplierOf(marketplace);

  const add = (item: MarketplaceInventoryItem) => onLines(addToDraft(lines, item));

  return (
    <div className="flex flex-col gap-4" data-testid="supplier-stock" data-supplier-id={marketplace.supplierId}>
      <div>
        <Button variant="ghost" size="sm" className="-ms-2" onClick={onBack} data-testid="stock-back">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('back')}
        </Button>
      </div>
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
          <Store className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold rtl:text-right" dir="auto" data-testid="stock-supplier">
            {t('stock.title', { supplier: isolate(supplier) })}
          </h2>
          <p className="text-sm text-ink-muted rtl:text-right" dir="auto">
            {marketplace.marketplaceName} · {countText(t, 'browse.products', marketplace.totalProducts)}
          </p>
        </div>
      </Card>
      {!marketplace.hasAccess ? (
        <Card className="flex items-center gap-3 p-6 text-ink-muted" data-testid="stock-no-access">
          <Lock className="size-5 shrink-0" aria-hidden="true" />
          {t('stock.noAccess')}
        </Card>
      ) : (
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="flex min-w-0 flex-col gap-3 p-3 sm:p-4">
            <SearchBox
              value={search}
              onChange={setSearch}
              label={t('stock.search')}
              placeholder={t('stock.searchPlaceholder')}
              testId="stock-search"
            />
            {stock.isPending && <p className="p-4 text-sm text-ink-muted">{t('stock.loading')}</p>}
            {stock.isError && (
              <div className="flex flex-col items-start gap-3 p-2" role="alert">
                <p className="text-sm text-ink-muted">{errorText(stock.error, t, t('loadFailed'))}</p>
                <Button variant="outline" size="sm" onClick={() => void stock.refetch()}>
                  <RotateCw className="size-4" aria-hidden="true" />
                  {t('retry')}
                </Button>
              </div>
            )}
            {stock.isSuccess && items.length === 0 && (
              <p className="p-4 text-sm text-ink-muted" data-testid="stock-empty">
                {t('stock.empty')}
              </p>
            )}
            {items.length > 0 && shown.length === 0 && (
              <p className="p-4 text-sm text-ink-muted" data-testid="stock-no-match">
                {t('stock.noMatch', { search })}
              </p>
            )}
            {shown.length > 0 && <StockList items={shown} inDraft={inDraft} onAdd={add} />}
          </Card>
          <div className="xl:sticky xl:top-4">
            <DraftPanel
              lines={lines}
              onQuantity={(barcode, quantity) => onLines(setQuantity(lines, barcode, quantity))}
              onRemove={(barcode) => onLines(removeFromDraft(lines, barcode))}
              onClear={() => onLines([])}
              onReview={() => setReviewing(true)}
            />
          </div>
        </div>
      )}
      {lines.length > 0 && (
        <div className="sticky bottom-20 z-10 lg:bottom-4 xl:hidden">
          <Button
            className="w-full shadow-lg"
            size="lg"
            onClick={() => setReviewing(true)}
            data-testid="draft-open-review"
          >
            {t('draft.openSummary', { lines: countText(t, 'draft.lines', lines.length) })}
          </Button>
        </div>
      )}
      <ReviewDialog
        open={reviewing}
        supplierId={marketplace.supplierId}
        supplierName={supplier}
        lines={lines}
        onClose={() => setReviewing(false)}
        onSent={() => {
          setReviewing(false);
          onSent();
        }}
      />
    </div>
  );
}
