import type {
  TeamMember,
  TeamMemberCreateRequest,
  TeamMemberUpdateRequest,
  UsernameAvailability,
} from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { teamKeys } from '../../lib/query-keys';

export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.members(), queryFn: () => api.get<TeamMember[]>('/api/team-members') });
}

/** Is `username` free? Only asked for a name of 3+ characters; the member being edited keeps its own. */
export function useUsernameAvailability(username: string, exceptId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.usernameCheck(username, exceptId),
    queryFn: () => {
      const query = exceptId ? `?exceptId=${exceptId}` : '';
      return api.get<UsernameAvailability>(`/api/check-username/${encodeURIComponent(username)}${query}`);
    },
    enabled,
  });
}

/** Every change to a member refreshes the member list. */
function useRefreshMembers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: teamKeys.members() });
}

export function useCreateTeamMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: TeamMemberCreateRequest) => api.post<TeamMember>('/api/team-members', body),
    onSuccess: refresh,
  });
}

export function useUpdateTeamMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TeamMemberUpdateRequest }) =>
      api.put<TeamMember>(`/api/team-members/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteTeamMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/team-members/${id}`),
    onSuccess: refresh,
  });
}
