import type {
  ShortageHistory,
  ShortageItem,
  ShortageItemCreateRequest,
  ShortageItemUpdateRequest,
} from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { shortageKeys } from '../../lib/query-keys';

/** The items noted on `date` (the business's calendar day), in the order they were noted. */
export function useShortageItems(date: string) {
  return useQuery({
    queryKey: shortageKeys.day(date),
    queryFn: () => api.get<ShortageItem[]>(`/api/shortage-items?date=${encodeURIComponent(date)}`),
  });
}

/** The 7 days ending the business's today, today first, each with completed and total. */
export function useShortageHistory() {
  return useQuery({
    queryKey: shortageKeys.history(),
    queryFn: () => api.get<ShortageHistory>('/api/shortage-items/history'),
  });
}

/** Every change refreshes the day lists and the history counts. */
function useRefreshShortages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: shortageKeys.all });
}

export function useAddShortageItem() {
  const refresh = useRefreshShortages();
  return useMutation({
    mutationFn: (body: ShortageItemCreateRequest) => api.post<ShortageItem>('/api/shortage-items', body),
    onSuccess: refresh,
  });
}

export function useUpdateShortageItem() {
  const refresh = useRefreshShortages();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShortageItemUpdateRequest }) =>
      api.put<ShortageItem>(`/api/shortage-items/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteShortageItem() {
  const refresh = useRefreshShortages();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/shortage-items/${id}`),
    onSuccess: refresh,
  });
}
