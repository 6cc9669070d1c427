import { type Favorite, maxFavorites } from '@assist/domain';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useAddFavorite, useRemoveFavorite } from '../api';
import { type PosCatalog, searchCatalog } from '../catalog';
import { posErrorText } from '../error-text';

interface FavoritesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalog: PosCatalog;
  favorites: Favorite[];
}

/** Add and remove favorites; the add list shows at most 10 products (spec part 2 §2). */
export function FavoritesDialog({ open, onOpenChange, catalog, favorites }: FavoritesDialogProps) {
  const { t } = useTranslation('pos');
  const [query, setQuery] = useState('');
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const chosen = new Set(favorites.map((favorite) => favorite.productId));
  const full = favorites.length >= maxFavorites;
  const candidates = searchCatalog(catalog, query, maxFavorites + chosen.size)
    .items.filter((product) => !chosen.has(product.id))
    .slice(0, maxFavorites);

  const onAdd = (productId: number) =>
    add.mutate(
      { productId },
      {
        onError: (error) =>
          toast({
            title: t('favorites.addFailed'),
            description: posErrorText(error, t, t('favorites.addFailed')),
            variant: 'destructive',
          }),
      },
    );
  const onRemove = (productId: number) =>
    remove.mutate(productId, {
      onError: (error) =>
        toast({
          title: t('favorites.removeFailed'),
          description: posErrorText(error, t, t('favorites.removeFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('favorites.dialogTitle')}
        description={t('favorites.dialogText')}
        data-testid="favorites-dialog"
      >
        <h3 className="text-sm font-semibold">{t('favorites.current', { n: favorites.length, max: maxFavorites })}</h3>
        <ul className="mt-2 flex flex-col divide-y divide-line rounded-lg border border-line">
          {favorites.length === 0 && <li className="p-3 text-sm text-ink-muted">{t('favorites.none')}</li>}
          {favorites.map((favorite) => (
            <li key={favorite.productId} className="flex items-center justify-between gap-2 p-2 ps-3">
              <span className="min-w-0 truncate text-sm">{favorite.product.name}</span>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onRemove(favorite.productId)}
                aria-label={t('favorites.remove', { name: favorite.product.name })}
                data-testid={`favorite-remove-${favorite.productId}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="relative mt-4">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <Input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('favorites.searchPlaceholder')}
            aria-label={t('favorites.searchPlaceholder')}
            className="ps-9"
            data-testid="favorites-search"
          />
        </div>
        {full && (
          <p className="mt-2 text-sm text-warning">{t('favorites.full', { max: maxFavorites, count: maxFavorites })}</p>
        )}
        <ul className="mt-2 flex flex-col divide-y divide-line" data-testid="favorites-candidates">
          {candidates.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate text-sm">{product.name}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={full || add.isPending}
                onClick={() => onAdd(product.id)}
                data-testid={`favorite-add-${product.id}`}
              >
                <Plus className="size-4" aria-hidden="true" />
                {t('favorites.add')}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
