import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { dashboardKeys, supplierMarketplaceKeys as keys } from '../../lib/query-keys';
import { whileLive } from '../../lib/live-news';
import { refreshStockViews } from '../../lib/stock-views';
import type {
  Broadcast,
  BroadcastRequest,
  DayRange,
  JoinRequest,
  Marketplace,
  MarketplaceActivity,
  MarketplaceCreateRequest,
  MarketplaceInventoryItem,
  MarketplaceSettingsRequest,
  PurchaseApprovalRequest,
  PurchaseRequest,
  RequestResponseBody,
} from '@assist/domain';

const base = '/api/marketplace';
/** New requests and their counts show up while the screen stays open (live news first). */
const refetchInterval = whileLive(30_000);

export function useMyMarketplaces(enabled = true) {
  return useQuery({
    queryKey: keys.marketplaces(),
    queryFn: () => api.get<Marketplace[]>(`${base}/my-marketplaces`),
    enabled,
    refetchInterval,
  });
}

/** The supplier's own lots as retailers see them (units, whole boxes, price per box, expiry). */
export function useMyInventory() {
  return useQuery({
    queryKey: keys.inventory(),
    queryFn: () => api.get<MarketplaceInventoryItem[]>(`${base}/my-inventory`),
  });
}

export function useJoinRequests() {
  return useQuery({
    queryKey: keys.joinRequests(),
    queryFn: () => api.get<JoinRequest[]>(`${base}/join-requests`),
    refetchInterval,
  });
}

export function useSupplierPurchaseRequests() {
  return useQuery({
    queryKey: keys.purchaseRequests(),
    queryFn: () => api.get<PurchaseRequest[]>(`${base}/purchase-requests/supplier`),
    refetchInterval,
  });
}

/** The broadcasts this supplier sent, newest first, each with how many retailers it reached. */
export function useSentBroadcasts(enabled: boolean) {
  return useQuery({ queryKey: keys.broadcasts(), queryFn: () => api.get<Broadcast[]>(`${base}/broadcasts`), enabled });
}

/** The supplier dashboard's marketplace card for its period (days of the business's time zone). */
export function useMarketplaceActivity(range: DayRange) {
  return useQuery({
    queryKey: keys.activity(range),
    queryFn: () =>
      api.get<MarketplaceActivity>(
        `${base}/activity?${new URLSearchParams({ fromDate: range.fromDate, toDate: range.toDate })}`,
      ),
  });
}

/** Everything of the marketplace may change together: counts, lists, the dashboard's card. */
function useRefreshMarketplace() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** `POST /api/marketplace/create`: an empty body asks for the automatic one (spec §7). */
export function useCreateMarketplace() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: (body: MarketplaceCreateRequest) => api.post<Marketplace>(`${base}/create`, body),
    onSuccess: refresh,
  });
}

export function useUpdateMarketplaceSettings() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: ({ id, ...body }: MarketplaceSettingsRequest & { id: number }) =>
      api.patch<Marketplace>(`${base}/settings/${id}`, body),
    onSuccess: refresh,
  });
}

export type Decision = 'approve' | 'reject';

/**
 * Reviewing removes the request from the list that shows its card, so the card may be gone when
 * the answer lands: `onReviewed` runs at the hook's level (TanStack Query skips a call's own
 * callbacks once its component unmounted), before the lists reload.
 */
type OnReviewed = (decision: Decision) => void;

export function useReviewJoinRequest(onReviewed?: OnReviewed) {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: ({ id, decision, ...body }: RequestResponseBody & { id: number; decision: Decision }) =>
      api.post<JoinRequest>(`${base}/join-request/${id}/${decision}`, body),
    onSuccess: (_answer, { decision }) => onReviewed?.(decision),
    onSettled: refresh,
  });
}

/** Approving opens a transfer that reserves the supplier's units: its stock views are stale too. */
export function useReviewPurchaseRequest(onReviewed?: OnReviewed) {
  const client = useQueryClient();
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      ...body
    }: (PurchaseApprovalRequest | RequestResponseBody) & { id: number; decision: Decision }) =>
      api.post<PurchaseRequest>(`${base}/purchase-request/${id}/${decision}`, body),
    onSuccess: (_answer, { decision }) => onReviewed?.(decision),
    onSettled: () => Promise.all([refresh(), refreshStockViews(client)]),
  });
}

export function useSendBroadcast() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: (body: BroadcastRequest) => api.post<Broadcast>(`${base}/broadcast`, body),
    onSuccess: refresh,
  });
}
