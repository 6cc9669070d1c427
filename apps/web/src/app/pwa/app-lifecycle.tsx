import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityIntervalMs, recordActivity, throttleForegroundRefresh } from '../../lib/app-lifecycle';
import { isOnline } from '../../lib/connectivity';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Spec part 1 §4 "App lifecycle": back in the foreground (tab shown, window focused, page
 * restored from the back/forward cache) every screen's data is fetched again, at most once a
 * second and only when online (offline, the screens keep what they show); an activity timestamp
 * goes to local storage every 30 s. Renders nothing.
 */
export function AppLifecycle() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = throttleForegroundRefresh(
      () => {
        if (isOnline()) void queryClient.invalidateQueries();
      },
      () => Date.now(),
    );
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', refresh);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [queryClient]);

  useEffect(() => {
    const storage = safeLocalStorage();
    recordActivity(storage, Date.now());
    const timer = setInterval(() => recordActivity(storage, Date.now()), activityIntervalMs);
    return () => clearInterval(timer);
  }, []);

  return null;
}
