import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { askCatalogueFeed, tillCursor } from './catalogue-feed';
import { followTillCatalogue } from '../../lib/stock-views';

/** How often an open till asks what changed elsewhere (other tills, other devices, other tabs). */
export const feedIntervalMs = 3_000;

/**
 * Keeps the till's catalogue (and the offline copy) following every change of the business
 * within seconds, without a reload (DESIGN §4 "Live stock at every till"): asks the change feed
 * every 3 s while `enabled` (online, and the person may sell) and the page is visible, at once
 * when the page comes back into view, and at once when this tab changed stock (refreshTillCatalogue).
 * One question at a time; a request to ask during one asks again after it, since its answer may
 * predate the change. Mounted once, by the offline agent.
 */
export function useCatalogueFeed(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let asking = false;
    let askAgain = false;
    let stopped = false;
    const ask = async () => {
      if (asking) {
        askAgain = true;
        return;
      }
      asking = true;
      try {
        do {
          askAgain = false;
          await askCatalogueFeed(client);
        } while (askAgain && !stopped);
      } finally {
        asking = false;
      }
    };
    const tick = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    const timer = setInterval(tick, feedIntervalMs);
    document.addEventListener('visibilitychange', tick);
    const unfollow = followTillCatalogue(() => {
      if (!tillCursor(client)) return false;
      void ask();
      return true;
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      unfollow();
    };
  }, [enabled, client]);
}
