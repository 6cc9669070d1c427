import type { PosProduct } from '@assist/domain';
import { PackageSearch } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../inventory/display';
import { ProductTile } from './product-tile';
import { useTileText } from './tile-text';

interface ProductGridProps {
  items: PosProduct[];
  total: number;
  query: string;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  onChoose: (product: PosProduct) => void;
  /** More tiles follow in the next frame (pos-page's first screenful): the list holds a screen's height so nothing below moves. */
  growing?: boolean;
}

/** The products in stock, filtered by the search field as the cashier types. */
export const ProductGrid = memo(function ProductGrid({
  items,
  total,
  query,
  status,
  onRetry,
  onChoose,
  growing,
}: ProductGridProps) {
  const { t } = useTranslation('pos');
  const text = useTileText();
  return (
    <Card className="@container p-3 sm:p-4" data-testid="pos-products">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">{t('products.title')}</h2>
        {status === 'success' && total > 0 && (
          <span className="text-xs text-ink-muted" data-testid="pos-products-count">
            {t('products.count', { n: formatCount(total) })}
          </span>
        )}
      </div>
      {status === 'pending' && (
        // As tall as the screen: what sits below the products (held sales) is not pushed while loading.
        <output className="flex min-h-dvh items-start justify-center gap-2 py-10 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('products.loading')}
        </output>
      )}
      {status === 'error' && (
        <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
          <p className="text-sm text-danger">{t('products.loadFailed')}</p>
          <Button variant="outline" onClick={onRetry}>
            {t('products.retry')}
          </Button>
        </div>
      )}
      {status === 'success' && items.length === 0 && (
        <p className="flex flex-col items-center gap-2 py-10 text-center text-sm text-ink-muted">
          <PackageSearch className="size-8" aria-hidden="true" />
          {query.trim() ? t('products.noMatch', { query: query.trim() }) : t('products.empty')}
        </p>
      )}
      {items.length > 0 && (
        <ul
          className={cn(
            'grid grid-cols-2 gap-2 @lg:grid-cols-3 @3xl:grid-cols-4',
            growing && 'min-h-dvh content-start',
          )}
          aria-label={t('products.title')}
        >
          {items.map((product) => (
            // Tiles out of view are skipped by style, layout and paint (content-visibility): each
            // line added restyled and repainted all 60 (issue 28, the till's task per Enter at 4x CPU).
            // It clips paint to the item: a margin's worth of padding keeps the focus ring in.
            <li key={product.id} className="-m-1 p-1 [contain-intrinsic-size:auto_8.5rem] [content-visibility:auto]">
              <ProductTile product={product} onChoose={onChoose} text={text} />
            </li>
          ))}
        </ul>
      )}
      {!growing && items.length < total && (
        <p className="mt-3 text-center text-xs text-ink-muted">
          {t('products.more', { shown: formatCount(items.length), total: formatCount(total) })}
        </p>
      )}
    </Card>
  );
});
