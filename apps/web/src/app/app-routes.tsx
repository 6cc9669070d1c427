import { areaRoutes, type CurrentUser } from '@assist/domain';
import { onlineManager } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { useCurrentUser } from '../features/auth/api';
import { CrashRoute } from './error-boundary';
import { preloadPage } from './lazy-page';
import { allowedAreas } from './layout/allowed-areas';
import { DesktopSidebar } from './layout/desktop-sidebar';
import { pathPages, publicAreas, routeRegistry } from './route-registry';
import { NoAccessPage } from './screens/no-access-page';
import { NotFoundPage } from './screens/not-found-page';
import { PageSpinner, SplashScreen } from './screens/splash-screen';
import { breakpointOf } from '../lib/use-breakpoint';
import {
  AcceptInvitePage,
  AppLayout,
  AuthPage,
  AwaitingActivationPage,
  LandingPage,
  PublicShell,
  SignupCompletionPage,
} from './shell-pages';

function areaPaths(areas: Set<string>) {
  return areaRoutes
    .filter((route) => areas.has(route.area))
    .flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ path, area: route.area })));
}

function signedOutRoutes() {
  return (
    <>
      <Route path="/" element={<LandingPage />} />
      {areaPaths(new Set(publicAreas)).map(({ path, area }) => {
        const Page = pathPages[path] ?? routeRegistry[area];
        return <Route key={path} path={path} element={<PublicShell>{<Page />}</PublicShell>} />;
      })}
      <Route path="*" element={<NotFoundPage fullScreen />} />
    </>
  );
}

/** Paths of the app's areas this user may not open: they exist, so they say so (not 404). */
function closedPaths(allowed: Set<string>) {
  const open = new Set(areaPaths(allowed).map(({ path }) => path));
  const closed = new Set(areaRoutes.filter((route) => !allowed.has(route.area)).map((route) => route.area));
  return areaPaths(closed).filter(({ path }) => !open.has(path));
}

function signedInRoutes(user: CurrentUser) {
  const allowed = allowedAreas(user);
  return (
    <Route element={<AppLayout />}>
      {areaPaths(allowed).map(({ path, area }) => {
        const Page = pathPages[path] ?? routeRegistry[area];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      {closedPaths(allowed).map(({ path }) => (
        <Route key={path} path={path} element={<NoAccessPage />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

/** The signed-in shell, and on a desktop its sidebar (a chunk of its own: phones never load it). */
function preloadShell() {
  void preloadPage(AppLayout);
  if (breakpointOf(window.innerWidth) === 'desktop') void preloadPage(DesktopSidebar);
}

/** Starts downloading the page of one of `areas` at `pathname`: the route it matched, if any. */
function preloadPageAt(areas: Set<string>, pathname: string) {
  const match = areaPaths(areas).find(({ path }) => matchPath(path, pathname));
  if (match) void preloadPage(pathPages[match.path] ?? routeRegistry[match.area]);
  return match;
}

/** The signed-in shell and the page at `pathname` start downloading together, not one after the other. */
function preloadSignedIn(user: CurrentUser, pathname: string) {
  preloadShell();
  const match = preloadPageAt(allowedAreas(user), pathname);
  // Lane list (issue 28): the page's first data is asked beside its code (lib/first-data.ts).
  const { search } = window.location;
  if (match?.path === '/inventory') {
    void import('../features/inventory/first-list').then((m) => m.prefetchInventoryList(search));
  }
  if (match?.path === '/pos') void import('../features/pos/first-data').then((m) => m.prefetchTill());
  const tab = new URLSearchParams(search).get('tab');
  if (match?.path === '/marketplace' && (tab === null || tab === 'browse')) {
    void import('../features/marketplace/first-list').then((m) => m.prefetchMarketplaces());
  }
}

/**
 * While the user check is on its way (a round trip after the app's code, on a phone's network), an
 * area's path starts its page and the signed-in shell downloading: the visit to /pos is a signed-in
 * cashier's far more often than a visitor's, whose shell download is wasted. Before, the page's
 * code was asked only once the answer came: a whole wave of requests later (2026-11-29-fewer-requests.md).
 * The page's data still waits for the answer (it needs the session). In a build, /route-preloads.js
 * (build/route-preloads.ts) has already asked these files from the HTML; this is the fallback (the
 * dev server, a path the map does not know) and costs nothing when they are on their way.
 */
let guessed = false;
function preloadGuessedPage(pathname: string) {
  // `/` is the landing page to a visitor, whose first visit should not carry the signed-in shell;
  // an installed app opens there too, but from the service worker's copy.
  if (guessed || pathname === '/') return;
  guessed = true;
  if (preloadPageAt(new Set(areaRoutes.map((route) => route.area)), pathname)) preloadShell();
}

function routesFor(user: CurrentUser | null) {
  if (!user) return signedOutRoutes();
  if (user.needsSignupCompletion) {
    return (
      <>
        <Route path="/" element={<SignupCompletionPage />} />
        <Route path="/signup" element={<SignupCompletionPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </>
    );
  }
  if (!user.isActive) return <Route path="*" element={<AwaitingActivationPage />} />;
  return signedInRoutes(user);
}

/**
 * The route table, rebuilt from who is signed in: visitors, unfinished signup, inactive account,
 * or an active user whose capabilities decide which areas open (the others say "no access";
 * unknown paths are not found).
 */
export function AppRoutes() {
  const current = useCurrentUser();
  // Deferred: the answer first re-renders the splash as it is, then the whole signed-in shell in
  // a transition, which React renders in slices instead of one long task while the till loads.
  const user = useDeferredValue(current.data);
  const isPending = useDeferredValue(current.isPending);
  const { pathname } = useLocation();
  useUserCheckedPerScreen(pathname, current.refetch);
  // /auth is the sign-in page whoever asks (its route is the same signed in or out), so it does not
  // wait for the user check: on a phone's network that answer is a round trip after the app's code,
  // and the form painting after it was the page's largest paint (first-paint.md).
  if (isPending && pathname !== '/auth') {
    preloadGuessedPage(pathname);
    return <SplashScreen />;
  }
  if (user?.isActive && !user.needsSignupCompletion) preloadSignedIn(user, pathname);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/invite/:token" element={<AcceptInvitePage />} />
        <Route path="/__crash" element={<CrashRoute />} />
        {routesFor(user ?? null)}
      </Routes>
    </Suspense>
  );
}

/**
 * Each screen shown asks who is signed in once (spec part 1 §7: refetched on mount), here rather
 * than in every component that reads the user (features/auth/api.ts currentUserQuery).
 */
function useUserCheckedPerScreen(pathname: string, refetch: () => Promise<unknown>) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname && onlineManager.isOnline()) void refetch();
    shown.current = pathname;
  }, [pathname, refetch]);
}
