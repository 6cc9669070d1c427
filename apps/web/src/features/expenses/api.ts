import type {
  Expense,
  ExpenseCreateRequest,
  ExpenseListQuery,
  ExpenseReceiptResponse,
  ExpenseSummary,
  ExpenseYearRange,
} from '@assist/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { postFile } from '../inventory/upload';
import { expenseKeys } from '../../lib/query-keys';
import { useRequestIds } from '../../lib/request-ids';

function listPath(query: ExpenseListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `/api/expenses?${text}` : '/api/expenses';
}

/** Expenses under the filters, newest first. */
export function useExpenses(query: ExpenseListQuery) {
  return useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: () => api.get<Expense[]>(listPath(query)),
    placeholderData: keepPreviousData,
  });
}

/** Each month of `year` that has expenses, with its total. */
export function useExpenseSummary(year: number) {
  return useQuery({
    queryKey: expenseKeys.summary(year),
    queryFn: () => api.get<ExpenseSummary>(`/api/expenses/summary/${year}`),
  });
}

/** The years of the first and last expense, for the year filter. */
export function useExpenseYears() {
  return useQuery({ queryKey: expenseKeys.years(), queryFn: () => api.get<ExpenseYearRange>('/api/expenses/years') });
}

/** Every change to an expense refreshes the lists, the summaries and the years. */
function useRefreshExpenses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: expenseKeys.all });
}

/** Add (no id) or edit (id) an expense. */
export function useSaveExpense() {
  const refresh = useRefreshExpenses();
  const ids = useRequestIds();
  const add = ids.keyed((body: ExpenseCreateRequest) => api.post<Expense>('/api/expenses', body));
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: ExpenseCreateRequest }) =>
      id === undefined ? add(body) : api.put<Expense>(`/api/expenses/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/expenses/${id}`),
    onSuccess: refresh,
  });
}

/** Uploads a receipt image; the answer's receiptImageUrl goes with the expense. */
export function useUploadReceipt() {
  return useMutation({
    mutationFn: (file: File) => postFile<ExpenseReceiptResponse>('/api/expenses/receipts', 'receipt', file),
  });
}
