import type {
  CartDraft,
  CartDraftCreateRequest,
  Favorite,
  FavoriteCreateRequest,
  Sale,
  SaleCreateRequest,
} from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refetchUnlessPrefetched } from '../../lib/first-data';
import { isOnline } from '../../lib/connectivity';
import { loadLocalList, localListKeys } from '../../offline/local-lists';
import { currentLocalDb } from '../../offline/local-session';
import { posKeys } from '../../lib/query-keys';
import { refreshStockViews } from '../../lib/stock-views';
import { favoritesPath, fetchTillData } from './first-data';

/**
 * Spec part 2 §9: the preload is fresh for 5 minutes, kept 10, not refetched on refocus. Without
 * the server it is the local copy (offline/local-session.ts), so the till keeps selling.
 */
export function usePosPreload() {
  return useQuery({
    queryKey: posKeys.preload(),
    queryFn: fetchTillData,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    networkMode: 'always',
  });
}

/** Kept on this device as last answered, so the till shows them offline (offline/local-lists.ts). */
export function useFavorites() {
  return useQuery({
    queryKey: posKeys.favorites(),
    queryFn: () =>
      loadLocalList(currentLocalDb(), localListKeys.favorites, () => api.get<Favorite[]>(favoritesPath), isOnline()),
    // Offline it reads this device's copy: it runs while the app is offline (lib/online-manager.ts).
    networkMode: 'always',
    // The page and its Favorites panel mount a moment apart: one request, not two. The answer
    // prefetched beside the page's code (first-data.ts) is not asked again at once.
    staleTime: 5_000,
    refetchOnMount: refetchUnlessPrefetched,
  });
}

export function useAddFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FavoriteCreateRequest) => api.post<Favorite>(favoritesPath, body),
    onSuccess: () => client.invalidateQueries({ queryKey: posKeys.favorites() }),
  });
}

export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api.delete<void>(`${favoritesPath}/${productId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: posKeys.favorites() }),
  });
}

/** The last list is kept on this device and shown offline (holding, loading and deleting need the server). */
export function useCartDrafts() {
  return useQuery({
    queryKey: posKeys.cartDrafts(),
    queryFn: () =>
      loadLocalList(
        currentLocalDb(),
        localListKeys.cartDrafts,
        () => api.get<CartDraft[]>('/api/pos/cart-drafts'),
        isOnline(),
      ),
    networkMode: 'always',
  });
}

export function useSaveCartDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CartDraftCreateRequest) => api.post<CartDraft>('/api/pos/cart-drafts', body),
    onSuccess: () => client.invalidateQueries({ queryKey: posKeys.cartDrafts() }),
  });
}

export function useDeleteCartDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/pos/cart-drafts/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: posKeys.cartDrafts() }),
  });
}

/**
 * Checkout. A sale changes stock, so the till's catalogue catches up (the change feed) and the
 * sales history and stock lists elsewhere are marked stale, whatever the answer (a 409 means the stock moved).
 */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaleCreateRequest) => api.post<Sale>('/api/sales', body),
    onSettled: () => refreshStockViews(client, { sales: true }),
  });
}
