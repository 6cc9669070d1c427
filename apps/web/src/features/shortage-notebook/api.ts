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

/**
 * Completing and editing show at once (the checkbox ticks before the answer); the lists and counts
 * are then fetched again, which also undoes the change if the server refused it.
 */
export function useUpdateShortageItem() {
  const client = useQueryClient();
  const refresh = useRefreshShortages();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShortageItemUpdateRequest }) =>
      api.put<ShortageItem>(`/api/shortage-items/${id}`, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: shortageKeys.days() });
      client.setQueriesData<ShortageItem[]>({ queryKey: shortageKeys.days() }, (items) =>
        items?.map((item) => (item.id === id ? { ...item, ...withoutUndefined(body) } : item)),
      );
    },
    onSettled: refresh,
  });
}

/** The fields a change sets (the notes of the request may be undefined: left as they are). */
function withoutUndefined(body: ShortageItemUpdateRequest): Partial<ShortageItem> {
  const fields: Partial<ShortageItem> = {};
  if (body.isCompleted !== undefined) fields.isCompleted = body.isCompleted;
  if (body.productName !== undefined) fields.productName = body.productName;
  if (body.category !== undefined) fields.category = body.category;
  if (body.priority !== undefined) fields.priority = body.priority;
  if (body.notes !== undefined) fields.notes = body.notes ?? null;
  return fields;
}

export function useDeleteShortageItem() {
  const refresh = useRefreshShortages();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/shortage-items/${id}`),
    onSuccess: refresh,
  });
}
