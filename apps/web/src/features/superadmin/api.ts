import type {
  SuperadminDeletedUser,
  SuperadminRestoreResponse,
  SuperadminUser,
  SuperadminUserListQuery,
  SuperadminUserUpdate,
  SystemSettings,
  SystemStats,
} from '@assist/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isSuperadminAccountsQuery, superadminKeys } from '../../lib/query-keys';

function usersPath({ search, status }: SuperadminUserListQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  const query = params.toString();
  return `/api/superadmin/users${query ? `?${query}` : ''}`;
}

export function useSystemStats() {
  return useQuery({ queryKey: superadminKeys.stats(), queryFn: () => api.get<SystemStats>('/api/superadmin/stats') });
}

/** Accounts; while a new search loads, the previous answer stays on screen. */
export function useSuperadminUsers(query: SuperadminUserListQuery = {}) {
  return useQuery({
    queryKey: superadminKeys.users(query),
    queryFn: () => api.get<SuperadminUser[]>(usersPath(query)),
    placeholderData: keepPreviousData,
  });
}

export function useDeletedUsers() {
  return useQuery({
    queryKey: superadminKeys.deletedUsers(),
    queryFn: () => api.get<SuperadminDeletedUser[]>('/api/superadmin/deleted-users'),
  });
}

export function useSystemSettings() {
  return useQuery({
    queryKey: superadminKeys.settings(),
    queryFn: () => api.get<SystemSettings>('/api/superadmin/settings'),
  });
}

/** An account change moves counts, lists and the deleted tab: refresh all of the dashboard's accounts. */
function useRefreshAccounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: isSuperadminAccountsQuery });
}

export function useUpdateAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SuperadminUserUpdate }) =>
      api.put<SuperadminUser>(`/api/superadmin/users/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/superadmin/users/${id}`),
    onSuccess: refresh,
  });
}

export function useRestoreAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (id: number) => api.post<SuperadminRestoreResponse>(`/api/superadmin/users/${id}/restore`),
    onSuccess: refresh,
  });
}

export function useSaveSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemSettings) => api.put<SystemSettings>('/api/superadmin/settings', body),
    onSuccess: (saved) => {
      client.setQueryData(superadminKeys.settings(), saved);
      // Grace days change which accounts are in grace or expired.
      void client.invalidateQueries({ queryKey: [...superadminKeys.all, 'users'] });
    },
  });
}
