import type { AcceptInviteRequest, InviteCheckResponse, InviteRequest, InviteResponse } from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isSuperadminAccountsQuery } from '../../lib/query-keys';

/** The superadmin invites a business by e-mail; the dashboard's lists and counts refresh. */
export function useInviteBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) => api.post<InviteResponse>('/api/superadmin/invites', body),
    onSuccess: () => client.invalidateQueries({ predicate: isSuperadminAccountsQuery }),
  });
}

/** Whether the link's invitation can still be used, and for which e-mail (asked once, never retried). */
export function useInviteCheck(token: string) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: () => api.post<InviteCheckResponse>('/api/auth/invite/check', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Sets the password; the owner is signed in and the app reloads from "/" (signup completion). */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (body: AcceptInviteRequest) => api.post<{ message: string }>('/api/auth/invite/accept', body),
    onSuccess: () => window.location.assign('/'),
  });
}
