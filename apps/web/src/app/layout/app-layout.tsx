import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSignedInUser } from '../../features/auth/api';
import { useLiveNews } from '../../lib/live-news';
import { useBreakpoint } from '../../lib/use-breakpoint';
import { useOfflineAgent } from '../../features/offline/use-offline-agent';
import { persistentStorageOutcome } from '../../components/storage-warning';
import { PageSpinner } from '../screens/splash-screen';
import { BottomNav } from './bottom-nav';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileHeader } from './mobile-header';
import { allowedAreas } from './allowed-areas';
import { sidebarCollapsed, sidebarWidthClass } from './sidebar-width';

/** Signed-in frame: sidebar on desktop; header, bottom bar and a bottom margin below 1024 px. */
export function AppLayout() {
  const user = useSignedInUser();
  useOfflineAgent(user);
  useLiveNews(user.capabilities);
  const breakpoint = useBreakpoint();
  const sells = allowedAreas(user).has('pos');
  // Asked once signed in, so offline sales are safe from the start; the till warns if refused.
  useEffect(() => {
    if (sells) void persistentStorageOutcome();
  }, [sells]);
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );

  // One tree for every width: the page keeps its place (and its state, such as the till's cart)
  // when a tablet turns or a window is resized across the 1024 px breakpoint.
  const desktop = breakpoint === 'desktop';
  // The sidebar is a chunk of its own (a phone never loads it or its tooltips), asked beside the
  // page (app-routes.tsx); should it come later, its space is kept, so nothing moves.
  return (
    <div className={desktop ? 'flex min-h-dvh' : 'flex min-h-dvh flex-col'}>
      {desktop ? (
        <Suspense
          fallback={
            <aside className={`h-dvh shrink-0 border-e border-line ${sidebarWidthClass(sidebarCollapsed())}`} />
          }
        >
          <DesktopSidebar user={user} />
        </Suspense>
      ) : (
        <MobileHeader user={user} />
      )}
      <main className={desktop ? 'min-w-0 flex-1 px-8 py-8' : 'flex-1 px-4 pt-5 pb-24 md:px-6'} data-testid="main">
        <div className={desktop ? 'mx-auto max-w-6xl' : undefined}>{page}</div>
      </main>
      {desktop ? null : <BottomNav user={user} />}
    </div>
  );
}
