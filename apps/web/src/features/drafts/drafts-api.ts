import type {
  BatchResponse,
  BulkSaveRequest,
  BulkSaveResponse,
  CsvImportResponse,
  Draft,
  OcrDraftRequest,
  OcrReceiptResponse,
  SaveBulkRequest,
  SaveBulkResponse,
  UpdateBatchRequest,
  UpdateDraftRequest,
  UpdateDraftResponse,
} from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { draftKeys, supplierKeys } from '../../lib/query-keys';
import { useRequestIds } from '../../lib/request-ids';
import { refreshStock, useRefreshStock } from '../inventory/api';
import { postFile } from '../inventory/upload';

/** The pending drafts (completed ones are not answered). */
export function useDrafts() {
  return useQuery({ queryKey: draftKeys.list(), queryFn: () => api.get<Draft[]>('/api/inventory/drafts') });
}

/** Refreshes the drafts list after a draft is created, edited or deleted (no stock moved). */
function useRefreshDrafts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: draftKeys.all });
}

export function useCreateOcrDraft() {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: (body: OcrDraftRequest) => api.post<Draft>('/api/inventory/ocr-drafts', body),
    onSuccess: refresh,
  });
}

/** Update Draft, and Complete to inventory (`isCompleted: true`), which puts stock in. */
export function useUpdateDraft() {
  const refreshDrafts = useRefreshDrafts();
  const refreshStock = useRefreshStock();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDraftRequest }) =>
      api.put<UpdateDraftResponse>(`/api/inventory/drafts/${id}`, body),
    onSuccess: (draft) => (draft.isCompleted ? refreshStock() : refreshDrafts()),
  });
}

export function useDeleteDraft() {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/inventory/drafts/${id}`),
    onSuccess: refresh,
  });
}

/** A batch draft's rows for the batch editor; loaded once per opening, the editor keeps the edits. */
export function useBatch(id: number) {
  return useQuery({
    queryKey: draftKeys.batch(id),
    queryFn: () => api.get<BatchResponse>(`/api/inventory/drafts/${id}/batch`),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useUpdateBatch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBatchRequest) => api.put<BatchResponse>(`/api/inventory/drafts/${id}/batch`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}

/** Save Selected / Save All to Inventory of a batch draft (saving its last rows completes it). */
export function useBulkSave(draftId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkSaveRequest) => api.post<BulkSaveResponse>('/api/inventory/drafts/bulk-save', body),
    onSuccess: (result) => refreshStock(client, result.draftCompleted ? draftId : undefined),
  });
}

/** The scanner's Save Products and an OCR draft's Save to Inventory (with draftId). */
export function useSaveBulk() {
  const refresh = useRefreshStock();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: SaveBulkRequest) => api.post<SaveBulkResponse>('/api/inventory/save-bulk', body)),
    onSuccess: refresh,
  });
}

/** Uploads a CSV file; its rows land in a new batch draft. */
export function useCsvImport() {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: (file: File) => postFile<CsvImportResponse>('/api/inventory/csv-import', 'csv', file),
    onSuccess: refresh,
  });
}

/** Reads a receipt photo; a supplier created from it joins the supplier list. */
export function useScanReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile<OcrReceiptResponse>('/api/inventory/ocr-receipt', 'receipt', file),
    onSuccess: (result) =>
      result.supplierCreated ? client.invalidateQueries({ queryKey: supplierKeys.all }) : undefined,
  });
}

/** Where the CSV template downloads from (an attachment, so a plain link fetches it with the session cookie). */
export const csvTemplatePath = '/api/inventory/csv-template';
