import type { ForgotPasswordRequest, ResetPasswordRequest } from '@assist/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

interface MessageResponse {
  message: string;
}

/** `POST /api/auth/forgot-password`: a reset code to the e-mail (the same answer for any e-mail). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post<MessageResponse>('/api/auth/forgot-password', body),
  });
}

/** `POST /api/auth/reset-password`: the mailed code and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<MessageResponse>('/api/auth/reset-password', body),
  });
}
