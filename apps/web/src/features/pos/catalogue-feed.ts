import type { PosChangesResponse, PosPreloadResponse, PosProduct } from '@assist/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api, isUnauthorized } from '../../lib/api';
import { currentUserKey, posKeys } from '../../lib/query-keys';
import { writeCatalogChanges } from '../../offline/catalog-writes';
import { currentLocalDb } from '../../offline/local-session';
import { type CatalogChanges, applyCatalogChanges } from './catalog-changes';

/** What one question to the feed did. */
export type FeedOutcome = 'skipped' | 'unchanged' | 'applied' | 'reloaded' | 'failed';

/** The cursor the till's catalogue follows from: null without a preload from the server (none yet, or the offline copy). */
export function tillCursor(client: QueryClient): string | null {
  return client.getQueryData<PosPreloadResponse>(posKeys.preload())?.cursor ?? null;
}

/**
 * Asks `GET /api/pos/changes` what changed since the till's cursor and puts the answer into the
 * query cache the till reads and into the offline copy (docs/decisions/2026-11-25-live-till-catalogue.md).
 * Nothing is asked while the preload itself loads, and an answer is dropped when the catalogue
 * was replaced meanwhile (a reload): it would be older. A `reset` (or a cursor the server refuses)
 * loads the whole preload again. No changes: the cursor stays, so nothing in the till re-renders.
 */
export async function askCatalogueFeed(client: QueryClient): Promise<FeedOutcome> {
  const since = tillCursor(client);
  if (!since || client.isFetching({ queryKey: posKeys.preload() }) > 0) return 'skipped';
  const requestedAt = Date.now();
  let answer: PosChangesResponse;
  try {
    answer = await api.get<PosChangesResponse>(`/api/pos/changes?since=${encodeURIComponent(since)}`);
  } catch (error) {
    if (isUnauthorized(error)) void client.invalidateQueries({ queryKey: currentUserKey });
    if (error instanceof ApiError && error.status === 400) return reload(client, since);
    return 'failed';
  }
  if (tillCursor(client) !== since) return 'skipped';
  if (answer.reset) return reload(client, since);
  if (answer.changed.length === 0 && answer.removed.length === 0) return 'unchanged';
  applyToTill(client, answer, since);
  const db = currentLocalDb();
  if (db) void writeCatalogChanges(db, answer.changed, answer.removed, requestedAt).catch(() => undefined);
  return 'applied';
}

/**
 * A product the server found for a scan the till's copy missed: into the catalogue (cursor kept,
 * the feed still brings what else changed) and into the offline copy.
 */
export function addScannedProduct(client: QueryClient, product: PosProduct): void {
  applyToTill(client, { changed: [product], removed: [] });
  const db = currentLocalDb();
  if (db) void writeCatalogChanges(db, [product], []).catch(() => undefined);
}

/** Merges into the cached preload; with `since`, only if the till still stands there. */
function applyToTill(client: QueryClient, changes: CatalogChanges, since?: string) {
  client.setQueryData<PosPreloadResponse>(posKeys.preload(), (current) =>
    current && (since === undefined || current.cursor === since) ? applyCatalogChanges(current, changes) : current,
  );
}

async function reload(client: QueryClient, since: string): Promise<FeedOutcome> {
  if (tillCursor(client) === since) await client.refetchQueries({ queryKey: posKeys.preload() });
  return 'reloaded';
}
