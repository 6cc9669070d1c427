import type {
  ChangePasswordRequest,
  UpdateCurrencyRequest,
  UpdateMarkupRequest,
  UpdateProfileRequest,
} from '@assist/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';

interface MessageResponse {
  message: string;
}

/** Profile and currency live on the current user: refetch it after a change. */
function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: authKeys.user() });
}

export function useUpdateProfile() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api.put<MessageResponse>('/api/auth/update-profile', body),
    onSuccess: refreshUser,
  });
}

export function useUpdateCurrency() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (body: UpdateCurrencyRequest) => api.put<MessageResponse>('/api/auth/update-currency', body),
    onSuccess: refreshUser,
  });
}

/** The default markup that prefills a received new product's retail price (lane receive). */
export function useUpdateMarkup() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (body: UpdateMarkupRequest) => api.put<MessageResponse>('/api/auth/update-markup', body),
    onSuccess: refreshUser,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.put<MessageResponse>('/api/auth/change-password', body),
  });
}
