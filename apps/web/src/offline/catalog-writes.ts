import type { PosProduct } from '@assist/domain';
import { saveCatalog, saveCatalogChanges } from './catalog-save';
import type { CatalogWriteRequest, CatalogWriteResult } from './catalog-writer.worker';
import type { LocalDb } from './local-db';

/**
 * Writes of the catalogue into the local database, tracked per database (issue 4, Performance).
 *
 * The till gets the preload as soon as it is parsed; writing it (16 catalogue parts at 20,000
 * lots, under a second in Chromium: catalog-parts.ts) goes on in a dedicated Web Worker (catalog-writer.worker.ts), so it
 * neither delays the till nor blocks a scan. Where there is no Worker (unit tests) or it cannot
 * start, the same write runs here. Whatever reads the local copy waits for `whenCatalogSaved`
 * first, so it reads the new copy; the badge on the till follows `catalogWriteStatus`.
 *
 * - saving: a write is under way; the copy on the device is the previous one (or none).
 * - saved: the last write finished: the till can sell offline with what it shows now.
 * - failed: the last write failed (storage full or refused); the previous copy, if any, stays.
 * - idle: nothing written in this page yet (the copy may still be there from before).
 */
export type CatalogWriteStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The performance mark set when a write finished (bench/pos-preload: "offline copy saved"). */
export const catalogSavedMark = 'pos:offline-copy-saved';

interface Job {
  id: number;
  db: LocalDb;
  /** replace: a whole download; changes: the change feed's products and removed ids (no badge of its own). */
  kind: 'replace' | 'changes';
  products: readonly PosProduct[];
  removed: readonly number[];
  requestedAt: number;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
  /** Handed to the worker (or begun here). */
  started?: boolean;
  /** Set when the write runs on this thread (no worker), so sign-out can stop it. */
  controller?: AbortController;
}

const jobs = new Map<number, Job>();
/** The last catalogue handed over per database: the same answer twice (the till and the sign-in download sharing one request) is written once. */
const lastHandedOver = new Map<string, { products: readonly PosProduct[]; done: Promise<void> }>();
const statuses = new Map<string, CatalogWriteStatus>();
const listeners = new Set<() => void>();
/** Products per message to the worker. */
const partSize = 1_000;
let worker: Worker | null = null;
let workerUnavailable = false;
let nextId = 1;

/**
 * Replaces the local copy with `products` (asked for at `requestedAt`; see saveCatalog), off the
 * main thread where possible. Resolves once written; rejects when the write failed or was stopped.
 */
export function writeCatalog(db: LocalDb, products: readonly PosProduct[], requestedAt = Date.now()): Promise<void> {
  const last = lastHandedOver.get(db.name);
  if (last?.products === products) return last.done;
  const job = newJob(db, 'replace', products, [], requestedAt);
  lastHandedOver.set(db.name, { products, done: job.done });
  setStatus(db.name, 'saving');
  return job.done;
}

/**
 * Puts the change feed's answer (asked for at `requestedAt`) into the local copy, after every
 * write handed over before it, by the same worker (see saveCatalogChanges). It leaves the badge
 * as it is: a few products, not a new copy.
 */
export function writeCatalogChanges(
  db: LocalDb,
  changed: readonly PosProduct[],
  removed: readonly number[],
  requestedAt = Date.now(),
): Promise<void> {
  return newJob(db, 'changes', changed, removed, requestedAt).done;
}

function newJob(
  db: LocalDb,
  kind: Job['kind'],
  products: readonly PosProduct[],
  removed: readonly number[],
  requestedAt: number,
): Job {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Changes go in after every write handed over before them (a download still being sent in parts included).
  const before = kind === 'changes' ? whenCatalogSaved(db) : Promise.resolve();
  const job: Job = { id: nextId++, db, kind, products, removed, requestedAt, done, resolve, reject };
  jobs.set(job.id, job);
  // After the current task, so the till builds its lookup from the answer first.
  void before.then(() => setTimeout(() => start(job), 0));
  return job;
}

/** Resolves once every write of `db` handed over so far has finished (written, failed or stopped). */
export function whenCatalogSaved(db: Pick<LocalDb, 'name'>): Promise<void> {
  const waiting = [...jobs.values()].filter((job) => job.db.name === db.name).map((job) => job.done);
  return Promise.allSettled(waiting).then(() => undefined);
}

/**
 * Stops every write in flight (sign-out, another person signing in): the worker ends, which aborts
 * its transaction, so the previous copy stays and nothing is written after a wipe. Resolves once
 * nothing can write any more.
 */
export async function abortCatalogWrites(): Promise<void> {
  worker?.terminate();
  worker = null;
  const finishing: Promise<unknown>[] = [];
  const names = new Set<string>();
  for (const job of [...jobs.values()]) {
    names.add(job.db.name);
    if (job.controller) {
      // On this thread: the transaction rolls back at its next check (or has already committed).
      job.controller.abort();
      finishing.push(job.done.catch(() => undefined));
    } else {
      jobs.delete(job.id);
      job.reject(new DOMException('The catalogue write was stopped.', 'AbortError'));
    }
  }
  lastHandedOver.clear();
  await Promise.all(finishing);
  for (const name of names) setStatus(name, 'idle');
}

/** Where the last write of database `name` stands. */
export function catalogWriteStatus(name: string): CatalogWriteStatus {
  return statuses.get(name) ?? 'idle';
}

/** Calls `listener` whenever a database's write status changes. */
export function subscribeCatalogWrites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setStatus(name: string, status: CatalogWriteStatus) {
  if (statuses.get(name) === status) return;
  statuses.set(name, status);
  for (const listener of listeners) listener();
}

function start(job: Job) {
  if (jobs.get(job.id) !== job) return;
  job.started = true;
  const writer = catalogWriter();
  if (!writer) {
    writeHere(job);
    return;
  }
  // In parts, one task each: copying 8,000 products for the worker at once would hold the page ~50 ms.
  const send = (from: number) => {
    if (jobs.get(job.id) !== job || worker !== writer) return;
    const last = from + partSize >= job.products.length;
    const request: CatalogWriteRequest = {
      id: job.id,
      name: job.db.name,
      kind: job.kind,
      products: job.products.slice(from, from + partSize),
      removed: last ? job.removed : [],
      requestedAt: job.requestedAt,
      last,
    };
    writer.postMessage(request);
    if (!last) setTimeout(() => send(from + partSize), 0);
  };
  send(0);
}

function writeHere(job: Job) {
  job.controller = new AbortController();
  const write =
    job.kind === 'changes'
      ? saveCatalogChanges(job.db, job.products, job.removed, job.requestedAt)
      : saveCatalog(job.db, job.products, job.requestedAt, job.controller.signal);
  write.then(
    () => finish(job.id, null),
    (error: unknown) => finish(job.id, error),
  );
}

function finish(id: number, error: unknown) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  const name = job.db.name;
  if (error) {
    if (lastHandedOver.get(name)?.done === job.done) lastHandedOver.delete(name);
    job.reject(error);
  } else {
    if (job.kind === 'replace') performance.mark(catalogSavedMark, { detail: job.products.length });
    job.resolve();
  }
  if (job.kind === 'changes') return;
  const writing = [...jobs.values()].some((other) => other.db.name === name && other.kind === 'replace');
  if (!writing) setStatus(name, error ? 'failed' : 'saved');
}

/** The worker, started on first use; null where Workers do not exist or it could not start. */
function catalogWriter(): Worker | null {
  if (worker) return worker;
  if (workerUnavailable || typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./catalog-writer.worker.ts', import.meta.url), {
      type: 'module',
      name: 'catalog-writer',
    });
  } catch {
    workerUnavailable = true;
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<CatalogWriteResult>) =>
    finish(data.id, data.ok ? null : new Error(data.message));
  // The worker's script did not load (or it broke): its writes are done here instead.
  worker.onerror = (event) => {
    event.preventDefault();
    workerUnavailable = true;
    worker?.terminate();
    worker = null;
    for (const job of jobs.values()) if (job.started && !job.controller) writeHere(job);
  };
  return worker;
}
