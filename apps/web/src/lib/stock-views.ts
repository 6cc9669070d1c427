import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, inventoryKeys, posKeys, salesKeys } from './query-keys';

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

/**
 * The one refresh of the views of stock, after stock moved in this tab or reached the server from
 * it (a sale, a customer return, a receipt or edit, a return to a supplier, offline sales synced):
 * the till's catalogue (refreshTillCatalogue), the stock lists and histories, and the dashboard's
 * figures. With `sales`, the sales history too (a sale or a customer return).
 */
export function refreshStockViews(client: QueryClient, { sales = false }: { sales?: boolean } = {}): Promise<unknown> {
  return Promise.all([
    refreshTillCatalogue(client),
    client.invalidateQueries({ queryKey: inventoryKeys.all }),
    client.invalidateQueries({ queryKey: dashboardKeys.all }),
    sales && client.invalidateQueries({ queryKey: salesKeys.all }),
  ]);
}
