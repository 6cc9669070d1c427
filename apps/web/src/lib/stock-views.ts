import type { QueryClient } from '@tanstack/react-query';
import { posKeys } from './query-keys';

/** The running change feed's "ask now" (use-catalogue-feed.ts); false when it has no cursor to ask from. */
type AskNow = () => boolean;
let follower: AskNow | null = null;

/** Registers the change feed of this tab; the returned function unregisters it. */
export function followTillCatalogue(askNow: AskNow): () => void {
  follower = askNow;
  return () => {
    if (follower === askNow) follower = null;
  };
}

/**
 * After a change of stock made in this tab (a product received, edited or deleted, a draft saved
 * to stock, a sale, a return): the till's catalogue asks the change feed at once, or, with no
 * feed running, loads again when next shown. Its own module (no hooks), so every stock screen can
 * call it without importing the till.
 */
export function refreshTillCatalogue(client: QueryClient): Promise<void> {
  if (follower?.()) return Promise.resolve();
  return client.invalidateQueries({ queryKey: posKeys.preload() });
}
