import type { PosProduct } from '@assist/domain';
import { Star } from 'lucide-react';
import { useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton, useNeedsNetwork } from '../../../components/online-only';
import { Card } from '../../../components/ui/card';
import { useFavorites } from '../api';
import type { PosCatalog } from '../catalog';
import { FavoritesDialog } from './favorites-dialog';
import { ProductTile } from './product-tile';
import { useTileText } from './tile-text';

interface FavoritesPanelProps {
  catalog: PosCatalog;
  onChoose: (product: PosProduct) => void;
  /** A favorite with no stock in the preload. */
  onUnavailable: () => void;
}

/**
 * The products sold most, one tap each, in three columns (spec part 2 §2); two on a phone, where a
 * third of 390 px cannot hold a drug name's long word ("Esomeprazole", "Hydrochlorothiazide") whole.
 */
export const FavoritesPanel = memo(function FavoritesPanel({ catalog, onChoose, onUnavailable }: FavoritesPanelProps) {
  const { t } = useTranslation('pos');
  const favorites = useFavorites();
  const { offline } = useNeedsNetwork();
  const [editing, setEditing] = useState(false);
  const text = useTileText();
  const list = favorites.data ?? [];
  return (
    <Card className="p-2 sm:p-4" data-testid="pos-favorites">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Star className="size-4 text-warning" aria-hidden="true" />
          {t('favorites.title')}
        </h2>
        <OnlineOnlyButton variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="favorites-edit">
          {t('favorites.edit')}
        </OnlineOnlyButton>
      </div>
      {favorites.isError && offline && <NeedsNetworkNote />}
      {favorites.isError && !offline && (
        <p className="text-sm text-danger" role="alert">
          {t('favorites.loadFailed')}
        </p>
      )}
      {favorites.isSuccess && list.length === 0 && (
        <p className="rounded-lg bg-subtle p-3 text-sm text-ink-muted">{t('favorites.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('favorites.title')}>
          {list.map((favorite) => {
            const product = catalog.byProductId.get(favorite.productId);
            return (
              <li key={favorite.productId}>
                {product ? (
                  <ProductTile
                    product={product}
                    onChoose={onChoose}
                    text={text}
                    compact
                    testId={`favorite-${favorite.productId}`}
                  />
                ) : (
                  <button
                    type="button"
                    onClick={onUnavailable}
                    className="flex h-full min-h-24 w-full flex-col items-start gap-1 rounded-xl border border-dashed border-line p-3 text-start text-ink-muted"
                    data-testid={`favorite-${favorite.productId}`}
                  >
                    <span className="line-clamp-2 text-sm font-semibold">{favorite.product.name}</span>
                    <span className="mt-auto text-xs">{t('favorites.outOfStock')}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FavoritesDialog open={editing && !offline} onOpenChange={setEditing} catalog={catalog} favorites={list} />
    </Card>
  );
});
