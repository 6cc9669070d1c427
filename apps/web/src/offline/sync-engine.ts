import type { Sale, SaleBatchResponse, SaleCreateRequest } from '@assist/domain';
import { ApiError, NetworkError } from '../lib/api';
import { type LocalDb, type QueueItem, type RefusalDetail, putSetting, settingKeys } from './local-db';
import { type SyncLock, syncLock } from './sync-lock';
import { completeItem, failItem, pendingItems, queueCounts } from './sync-queue';

/** What the server did with one queued operation. */
export type SendResult =
  /** Stored (a sale with the server's sale; a stock change with none). */
  | { kind: 'stored'; sale?: Pick<Sale, 'id' | 'saleId' | 'discrepancies'> }
  /** An answer refusing it (400, 404, 500 ...): counts as a try. */
  | { kind: 'refused'; reason: string; detail?: RefusalDetail }
  /** No answer (network, server stopped, a gateway's 502-504): try later, not counted. */
  | { kind: 'unreachable' }
  /** 401: the session ended; syncing waits for the next sign-in, not counted. */
  | { kind: 'signed-out' };

/** Sends operations in order; answers one result per operation, matched by position. */
export type Transport = (items: QueueItem[]) => Promise<SendResult[]>;

export interface SyncOutcome {
  /** done: every pending operation was tried; busy: another tab is syncing. */
  status: 'done' | 'offline' | 'signed-out' | 'busy';
  synced: number;
  /** Refused tries in this run. */
  errors: number;
  /** Operations that reached 3 refusals in this run (now kept as failed). */
  failed: number;
  /** Still waiting afterwards (pending and failed). */
  pending: number;
  failedTotal: number;
}

/**
 * One sync run (spec part 1 §4 "Offline sale", §8 Sync): the queue's pending operations in order,
 * `batchSize` per call to the transport. A stored operation leaves the queue; a refused one is
 * counted (kept as failed at the third); no answer stops the run with everything still queued.
 * Only one tab runs at a time: it holds the Web Lock "assist-sync:<this person's database>"
 * (sync-lock.ts), and a run that finds it held answers 'busy'. A sale sent twice anyway is stored
 * once by the server (clientSaleId).
 */
export async function runSync(
  db: LocalDb,
  send: Transport,
  options: { lock?: SyncLock; batchSize?: number; now?: () => number } = {},
): Promise<SyncOutcome> {
  const lock = options.lock ?? syncLock;
  const outcome = await lock(`assist-sync:${db.name}`, () => syncHoldingLock(db, send, options));
  if (outcome) return outcome;
  const counts = await queueCounts(db);
  return { status: 'busy', synced: 0, errors: 0, failed: 0, pending: counts.pending, failedTotal: counts.failed };
}

async function syncHoldingLock(
  db: LocalDb,
  send: Transport,
  options: { batchSize?: number; now?: () => number },
): Promise<SyncOutcome> {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 50;
  const tally = { synced: 0, errors: 0, failed: 0 };
  const finish = async (status: SyncOutcome['status']): Promise<SyncOutcome> => {
    const counts = await queueCounts(db);
    return { status, ...tally, pending: counts.pending, failedTotal: counts.failed };
  };
  // Each run tries an operation at most once: what was refused waits for the next run.
  const tried = new Set<string>();
  for (;;) {
    const batch = (await pendingItems(db, batchSize + tried.size)).filter((item) => !tried.has(item.id));
    if (batch.length === 0) break;
    const chunk = batch.slice(0, batchSize);
    const results = await send(chunk);
    let stop: SyncOutcome['status'] | null = null;
    for (const [index, item] of chunk.entries()) {
      tried.add(item.id);
      const result: SendResult = results[index] ?? { kind: 'unreachable' };
      if (result.kind === 'stored') {
        await completeItem(db, item, result.sale, now());
        tally.synced++;
      } else if (result.kind === 'refused') {
        tally.errors++;
        if (await failItem(db, item, result.reason, now(), result.detail)) tally.failed++;
      } else {
        stop = result.kind === 'signed-out' ? 'signed-out' : 'offline';
        break;
      }
    }
    if (stop) return finish(stop);
  }
  await putSetting(db, settingKeys.lastSyncAt, now());
  return finish('done');
}

/** Reads a failed call: which failures wait (no answer, a gateway, signed out) and which count. */
export function sendFailure(error: unknown): SendResult {
  if (error instanceof NetworkError) return { kind: 'unreachable' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signed-out' };
    if (error.status === 502 || error.status === 503 || error.status === 504) return { kind: 'unreachable' };
    const reason = error.serverMessage ?? error.statusLine;
    return error.code
      ? { kind: 'refused', reason, detail: { code: error.code, params: { ...error.body } } }
      : { kind: 'refused', reason };
  }
  return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) };
}

/** The spec's answer to an operation a transport does not carry (part 1 §8). */
export const unknownOperation: SendResult = { kind: 'refused', reason: 'Unknown operation type' };

/** One `POST /api/sales` per sale, in order; after a call with no answer the rest are not sent. */
export function oneByOne(post: (body: SaleCreateRequest) => Promise<Sale>): Transport {
  return async (items) => {
    const results: SendResult[] = [];
    for (const item of items) {
      let result: SendResult;
      if (item.type !== 'sale') {
        results.push(unknownOperation);
        continue;
      }
      try {
        const sale = await post(item.data);
        result = { kind: 'stored', sale };
      } catch (error) {
        result = sendFailure(error);
      }
      results.push(result);
      if (result.kind === 'unreachable' || result.kind === 'signed-out') break;
    }
    return results;
  };
}

/**
 * The queue in batches: one `POST /api/sales/batch` per batch (one request and one commit for up
 * to 50 sales), its answer matched by position. A batch the server refuses as a whole (400: one
 * sale it cannot read; 404: a server without the endpoint) is sent again one sale at a time, so
 * each sale gets its own answer.
 */
export function inBatches(
  postBatch: (bodies: SaleCreateRequest[]) => Promise<SaleBatchResponse>,
  postOne: (body: SaleCreateRequest) => Promise<Sale>,
): Transport {
  const single = oneByOne(postOne);
  return async (items) => {
    if (items.some((item) => item.type !== 'sale')) return single(items);
    let answers: SaleBatchResponse;
    try {
      answers = await postBatch(items.flatMap((item) => (item.type === 'sale' ? [item.data] : [])));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return single(items);
      const failure = sendFailure(error);
      return items.map(() => failure);
    }
    return items.map((_, index): SendResult => {
      const answer = answers[index];
      if (!answer) return { kind: 'unreachable' };
      if (answer.ok) return { kind: 'stored', sale: answer.sale };
      const detail = typeof answer.code === 'string' ? { code: answer.code, params: { ...answer } } : undefined;
      return { kind: 'refused', reason: answer.message, ...(detail && { detail }) };
    });
  };
}
