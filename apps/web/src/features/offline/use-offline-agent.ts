import type { CurrentUser } from '@assist/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { tillCursor } from '../pos/catalogue-feed';
import { useCatalogueFeed } from '../pos/use-catalogue-feed';
import { api } from '../../lib/api';
import { afterFirstScreen } from '../../lib/first-screen';
import { currentUserKey, posKeys } from '../../lib/query-keys';
import { refreshStockViews } from '../../lib/stock-views';
import { useConnectivity } from '../../lib/connectivity';
import { downloadLocalData, needsDownload, openLocalSession } from '../../offline/local-session';
import { parsePreload } from '../../offline/preload-parse';
import { onSynced, syncNow } from '../../offline/sync-runner';

/** Spec part 1 §9: periodic sync every 30 s when online. */
export const syncIntervalMs = 30_000;
/** How often the catalogue's age is checked (it is downloaded again once past 5 minutes). */
const freshnessCheckMs = 60_000;
/** How fresh the till's own catalogue answer must be for the first download to save it as the copy. */
const reuseTillAnswerMs = 30_000;

/**
 * The signed-in app's offline duties, mounted once by the layout: open this person's local
 * database, download the catalogue after sign-in and again whenever it is past its lifetime,
 * sync the queue on reconnect, every 30 s and on returning to the foreground (at most once a
 * second), tell the user what a sync did, and keep the till's catalogue following the business's
 * changes (useCatalogueFeed). (The activity timestamp and the refresh of screens on returning are
 * the app lifecycle's, lib/app-lifecycle.ts.)
 */
export function useOfflineAgent(user: CurrentUser) {
  // At render time, so the screens rendered below find the database on their first render.
  const db = openLocalSession(user);
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { online } = useConnectivity();
  const mayDownload = user.capabilities.includes('pos');
  const downloading = useRef(false);
  const person = useRef(user);
  person.current = user;
  /**
   * Downloads this device's copy again (one at a time); a failure waits for the next check. The
   * first one may take the till's own answer if it is fresher than `reuseMs` (the same data, asked
   * a moment before), rather than download it twice on a phone's network.
   */
  const download = useCallback(
    async (reuseMs = 0) => {
      if (downloading.current) return;
      downloading.current = true;
      try {
        // Through the query cache, so an open till shares the download (and its answer).
        const preload = () =>
          client.fetchQuery({
            queryKey: posKeys.preload(),
            queryFn: () => api.getParsed('/api/pos/preload-all', parsePreload),
            staleTime: reuseMs,
            gcTime: 10 * 60_000,
          });
        await downloadLocalData(db, person.current, preload);
      } catch {
        // The next check tries again; the /offline page offers Download Data with its toast.
      } finally {
        downloading.current = false;
      }
    },
    [client, db],
  );
  useCatalogueFeed(online && mayDownload);

  useEffect(
    () =>
      onSynced((outcome) => {
        // The sync toasts and their strings (the offline screen's) come when a sync ends: on another
        // screen they may not be here yet (other screens' strings follow the first screen).
        void Promise.all([import('../../offline/sync-toasts'), i18n.loadNamespaces('offline')]).then(
          ([{ syncToast }]) => {
            const message = syncToast(outcome, t, false);
            if (message) toast(message);
          },
        );
        // The session ended: let the app find out (it shows the sign-in), the queue waits.
        if (outcome.status === 'signed-out') void client.invalidateQueries({ queryKey: currentUserKey });
        if (outcome.synced > 0) {
          // The server's stock and sales changed: screens and the local copy catch up.
          void refreshStockViews(client, { sales: true });
          // The change feed keeps the copy following the server only from a cached preload's cursor.
          // Without one (no till open lately), the copy is downloaded again: what was synced (a
          // count, a sale) now lives in the server's stock, not in the queue. That download caches
          // the preload, so the feed follows from then on.
          if (mayDownload && !tillCursor(client)) void download();
        }
      }),
    [client, t, i18n, mayDownload, download],
  );

  const wasOnline = useRef(online);
  useEffect(() => {
    // Back from offline: what the till showed came from the local copy; ask the server again.
    if (online && !wasOnline.current) void client.invalidateQueries({ queryKey: posKeys.preload() });
    wasOnline.current = online;
  }, [online, client]);

  const firstScreen = useRef(false);
  useEffect(() => {
    if (!online) return;
    const refreshIfStale = async (reuseMs = 0) => {
      if (mayDownload && (await needsDownload(db))) await download(reuseMs);
    };
    // Back online (or signed in): send what waits first, so the download includes it. On opening,
    // once the first screen has drawn (lib/first-screen.ts): a first visit's catalogue (~30 KB,
    // then written to IndexedDB) no longer competes with the screen's own code and data.
    let stopped = false;
    if (firstScreen.current) void syncNow().then(() => refreshIfStale());
    else
      afterFirstScreen(() => {
        firstScreen.current = true;
        if (!stopped) void syncNow().then(() => refreshIfStale(reuseTillAnswerMs));
      });
    const sync = setInterval(() => void syncNow(), syncIntervalMs);
    const freshness = setInterval(() => void refreshIfStale(), freshnessCheckMs);
    let lastForeground = 0;
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastForeground < 1_000) return;
      lastForeground = Date.now();
      void syncNow().then(() => refreshIfStale());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(sync);
      clearInterval(freshness);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [online, db, mayDownload, download]);
}
