import type {
  CompleteSignupRequest,
  CurrentUser,
  LoginRequest,
  RegisterRequest,
  ResendOtpRequest,
  TeamLoginRequest,
  VerifyOtpRequest,
} from '@assist/domain';
import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isUnauthorized, isUnreachable } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { authKeys } from '../../lib/auth-keys';
import { rememberUser, rememberedUser } from '../../offline/remembered-user';

/**
 * Closes this person's local catalogue. Loaded on use: the offline store (Dexie) belongs to the
 * till's chunk, not to the sign-in page's first visit (docs/decisions/2026-11-28-phone-speed.md).
 */
const closeLocalSession = () => import('../../offline/local-session').then((m) => m.closeLocalSession());

interface MessageResponse {
  message: string;
}

/** Drops every cached answer except who is signed in. */
function clearDataCache() {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

declare global {
  interface Window {
    /** The user check public/route-preloads.js (build/route-preloads.ts) asked with the page's code. */
    __assistUserCheck?: Promise<Response>;
  }
}

/**
 * The first check takes the answer route-preloads.js asked beside start.js (one request, a wave
 * earlier: 2026-11-29-route-preloads.md); a failure to answer, or an answer other than the user or
 * a 401, is asked again the app's way (its errors and the connection monitor).
 */
async function askCurrentUser(): Promise<CurrentUser> {
  const early = typeof window === 'undefined' ? undefined : window.__assistUserCheck;
  // Set (even when absent): a route-preloads.js arriving after this check asks nothing.
  if (typeof window !== 'undefined') window.__assistUserCheck = undefined;
  if (early) {
    const response = await early.catch(() => null);
    if (response?.ok) return (await response.json()) as CurrentUser;
    if (response?.status === 401) throw new ApiError(401, await response.text().catch(() => ''), {});
  }
  return api.get<CurrentUser>('/api/auth/user');
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await askCurrentUser();
    rememberUser(user);
    return user;
  } catch (error) {
    if (isUnauthorized(error)) {
      rememberUser(null);
      clearDataCache();
      // Signed out: this person's local catalogue goes too (unsynced sales stay for their next sign-in).
      void closeLocalSession().catch(() => undefined);
      return null;
    }
    // No server: the person signed in on this device goes on working offline.
    const remembered = isUnreachable(error) ? rememberedUser() : null;
    if (remembered) return remembered;
    throw error;
  }
}

const whenOnline = () => onlineManager.isOnline();

/**
 * Who is signed in: null when signed out. Never fresh, no retry, refetched on mount and when
 * the window regains focus (spec part 1 §7).
 */
export function useCurrentUser() {
  return useQuery(currentUserQuery(true));
}

/**
 * The query's options. `asks`: this observer refetches on its mount and on focus (the route table's
 * and a screen's own); the many components that only read the user (every price through useMoney,
 * every time through useTimes) do not: each tile or cart line mounting asked the server again
 * (a request per scan at the till, till-selling bench).
 */
function currentUserQuery(asks: boolean) {
  return {
    queryKey: authKeys.user(),
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 0,
    gcTime: Number.POSITIVE_INFINITY,
    // Offline it answers the person remembered on this device, so it runs while the app is offline
    // (networkMode 'always'), but is not asked again for every screen shown meanwhile: once back
    // online it is (refetchOnReconnect).
    networkMode: 'always' as const,
    refetchOnMount: asks ? whenOnline : false,
    refetchOnWindowFocus: asks ? whenOnline : false,
  };
}

let lastSignedIn: CurrentUser | null = null;

/**
 * The signed-in user; only for screens rendered behind the auth gate. While a sign-out is being
 * noticed (the gate swaps the routes in the same render) it answers the last known user.
 */
export function useSignedInUser(): CurrentUser {
  const { data } = useQuery(currentUserQuery(false));
  if (data) lastSignedIn = data;
  if (!lastSignedIn) throw new Error('useSignedInUser used outside the signed-in app');
  return lastSignedIn;
}

/**
 * Clears cached data, this person's local catalogue (sales not yet synced stay for their next
 * sign-in), ends the session with a POST and goes to /. When the POST fails the browser follows
 * the spec's link /api/logout instead: a navigation from this site, which the server honours.
 */
export function logout() {
  queryClient.clear();
  rememberUser(null);
  void closeLocalSession()
    .catch(() => undefined)
    .then(() => api.post<MessageResponse>('/api/auth/logout'))
    .then(
      () => window.location.assign('/'),
      () => window.location.assign('/api/logout'),
    );
}

/** After a sign-in the whole app reloads from "/" (spec part 1 §4). */
function reloadHome() {
  window.location.assign('/');
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<MessageResponse>('/api/auth/login', body),
    onSuccess: reloadHome,
  });
}

export function useTeamLogin() {
  return useMutation({
    mutationFn: (body: TeamLoginRequest) => api.post<MessageResponse>('/api/auth/team-login', body),
    onSuccess: reloadHome,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post<{ message: string; email: string }>('/api/auth/register', body),
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: VerifyOtpRequest) => api.post<MessageResponse>('/api/auth/verify-otp', body),
  });
}

export function useResendOtp() {
  return useMutation({
    mutationFn: (body: ResendOtpRequest) => api.post<MessageResponse>('/api/auth/resend-otp', body),
  });
}

export function useCompleteSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteSignupRequest) => api.post<MessageResponse>('/api/auth/complete-signup', body),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
