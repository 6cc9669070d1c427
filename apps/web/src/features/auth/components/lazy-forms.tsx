import { lazy } from 'react';

// Only the Manager form is in the sign-in page's first visit (issue 28's 150 KiB budget): the other
// tabs' forms (Register brings the business profile fields, selects and time zones) are chunks of
// their own, fetched once the page is idle so a tab opens at once, and precached by the service
// worker for offline sign-in.
const loaders = {
  team: () => import('./team-login-form'),
  register: () => import('./register-form'),
  verify: () => import('./verify-form'),
  forgot: () => import('./forgot-password-form'),
};

export const TeamLoginForm = lazy(async () => ({ default: (await loaders.team()).TeamLoginForm }));
export const RegisterForm = lazy(async () => ({ default: (await loaders.register()).RegisterForm }));
export const VerifyForm = lazy(async () => ({ default: (await loaders.verify()).VerifyForm }));
export const ForgotPasswordForm = lazy(async () => ({ default: (await loaders.forgot()).ForgotPasswordForm }));

/** Starts fetching the other tabs' forms when the browser is idle (a failure waits for the tab's own try). */
export function preloadAuthForms(): () => void {
  const load = () => {
    for (const loader of Object.values(loaders)) void loader().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 200);
  return () => window.clearTimeout(id);
}
