import { layout, page } from './lazy-page';

// The screens around the areas, each its own chunk (docs/decisions/2026-11-28-phone-speed.md):
// the sign-in page loads no signed-in shell, and a signed-in visit loads no sign-in forms.

export const AuthPage = page(
  () => import('../features/auth/pages/auth-page'),
  (m) => m.AuthPage,
);
export const AwaitingActivationPage = page(
  () => import('../features/auth/pages/awaiting-activation-page'),
  (m) => m.AwaitingActivationPage,
  ['sign-out'],
);
export const SignupCompletionPage = page(
  () => import('../features/auth/pages/signup-completion-page'),
  (m) => m.SignupCompletionPage,
  ['settings', 'sign-out'],
);
export const AcceptInvitePage = page(
  () => import('../features/invites/pages/accept-invite-page'),
  (m) => m.AcceptInvitePage,
  ['invites', 'settings'],
);
export const LandingPage = page(
  () => import('../features/landing/pages/landing-page'),
  (m) => m.LandingPage,
);
export const AppLayout = layout(
  () => import('./layout/app-layout'),
  (m) => m.AppLayout,
  ['notifications', 'sign-out'],
);
export const PublicShell = layout(
  () => import('./layout/public-shell'),
  (m) => m.PublicShell,
);
