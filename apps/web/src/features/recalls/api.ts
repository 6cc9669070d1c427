import type { Recall, RecallCreateRequest, RecallList } from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { inventoryKeys, recallKeys } from '../../lib/query-keys';
import { useRequestIds } from '../../lib/request-ids';

/** The business's recalls, newest first: its own (with their reach) and those that reached it. */
export function useRecalls() {
  return useQuery({ queryKey: recallKeys.list(), queryFn: () => api.get<RecallList>('/api/recalls') });
}

/** Recalls a batch; the lots it marks change the inventory lists too. */
export function useCreateRecall() {
  const client = useQueryClient();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: RecallCreateRequest) => api.post<Recall>('/api/recalls', body)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: recallKeys.all });
      void client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
