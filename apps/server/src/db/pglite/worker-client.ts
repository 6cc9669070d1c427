import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { PgliteInternalsError } from './internals.js';
import type { OnlineCopy } from './online-copy.js';
import type { NamedStatement } from './prepared-statements.js';
import {
  readyId,
  type WorkerError,
  type WorkerMessage,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './worker-protocol.js';

/** A request without its id (the client numbers them). */
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** A PostgreSQL error raised in the worker, with its fields (code, constraint, detail, table...). */
export class PgliteError extends Error {
  [field: string]: unknown;
}

/** The worker ended while the server still needed it (a crash, a PGlite abort): fatal. */
export class PgliteWorkerStopped extends Error {
  override name = 'PgliteWorkerStopped';
}

function fromWorker(error: WorkerError): Error {
  const rebuilt = error.name === 'PgliteInternalsError' ? new Error(error.message) : new PgliteError(error.message);
  if (error.name === 'PgliteInternalsError') Object.setPrototypeOf(rebuilt, PgliteInternalsError.prototype);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return Object.assign(rebuilt, error.fields);
}

/** The OIDs whose parser Drizzle makes the identity: the worker leaves those values as text. */
function textOids(options: QueryOptions | undefined): number[] {
  if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice) {
    throw new Error('PGlite worker: a query crosses the thread with rowMode and identity parsers only');
  }
  const oids: number[] = [];
  for (const [oid, parse] of Object.entries(options?.parsers ?? {})) {
    if (parse('0') !== '0') throw new Error(`PGlite worker: the parser of type ${oid} is not the identity`);
    oids.push(Number(oid));
  }
  return oids;
}

/**
 * The worker thread: worker.js beside this file when built (worker.mjs beside a bundle of the
 * server, as the chaos test makes); from source (tsx, vitest) worker.ts, which a worker can only
 * load once tsx's loader is registered in its own thread (Node 20's `--import` hooks do not reach
 * workers), so a few lines register it first.
 */
export function startPgliteWorker(start: WorkerStart): Worker {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./worker${extension}`, import.meta.url);
  if (extension !== '.ts') return new Worker(entry, { workerData: start });
  const tsxApi = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  );
  const boot = `import('${pathToFileURL(tsxApi).href}').then((tsx) => { tsx.register(); return import('${entry.href}'); });`;
  return new Worker(boot, { eval: true, workerData: start });
}

/**
 * The server thread's side of PGlite in a worker thread (worker.ts): what Drizzle's PGlite driver
 * uses (query with rowMode and identity parsers, exec, transaction, waitReady, close), the named
 * statements (runNamed) and dumpDataDir. The server's event loop never runs PostgreSQL: while a
 * report's query runs in the worker, sockets are read and tills' requests are parsed.
 * If the worker stops unasked, every request waiting fails and `onFatal` is called.
 */
export class PgliteWorkerClient {
  readonly waitReady: Promise<void>;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private lastId = readyId;
  private stopped: Error | undefined;
  private closing = false;

  constructor(
    private readonly worker: Worker,
    private readonly onFatal: (error: Error) => void,
  ) {
    worker.on('message', (message: WorkerMessage) =>
      'notification' in message ? this.heard(message.notification) : this.settle(message),
    );
    worker.on('error', (error) => this.stop(new PgliteWorkerStopped(`the PGlite worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.stop(new PgliteWorkerStopped(`the PGlite worker exited (code ${code})`)));
    // A worker that could not open PGlite (or failed the boot check) is ended here; the error is
    // the opener's to raise, not a fatal stop of a running server.
    this.waitReady = this.answerTo<void>(readyId).catch(async (error: unknown) => {
      this.closing = true;
      await worker.terminate();
      throw error;
    });
  }

  /** Starts the worker thread on `start`'s data (a folder, or memory from an optional image). */
  static start(start: WorkerStart, onFatal: (error: Error) => void): PgliteWorkerClient {
    return new PgliteWorkerClient(startPgliteWorker(start), onFatal);
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const rowMode = options?.rowMode ?? 'object';
    return this.send<Results<T>>({ op: 'query', text, params, rowMode, asText: textOids(options), tx });
  }

  exec(text: string, tx?: number): Promise<Results[]> {
    return this.send<Results[]>({ op: 'exec', text, tx });
  }

  /** A named prepared statement (prepared-statements.ts), parsed once on the worker's connection. */
  runNamed<Row>(statement: NamedStatement, values: unknown[]): Promise<Row[]> {
    return this.send<Row[]>({ op: 'named', name: statement.name, text: statement.text, values });
  }

  /**
   * Runs `fn` in a transaction the worker holds open (other statements wait, as on PGlite itself):
   * COMMIT when it answers, ROLLBACK when it throws (its own error is raised again).
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = await this.send<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(text, params, options, number);
      },
      exec: (text: string) => {
        open();
        return this.exec(text, number);
      },
      rollback: async () => {
        open();
        await this.send({ op: 'rollback', tx: number });
        closed = true;
      },
      get closed() {
        return closed;
      },
      sql: () => Promise.reject(new Error('PGlite worker: tx.sql is not used by the server')),
      listen: () => Promise.reject(new Error('PGlite worker: tx.listen is not used by the server')),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      closed = true;
      await this.send({ op: 'finish', tx: number, commit: false });
      throw error;
    }
    closed = true;
    await this.send({ op: 'finish', tx: number, commit: true });
    return result;
  }

  /**
   * Calls `onPayload` with every NOTIFY on `channel` once its transaction committed; the returned
   * function stops it (PGlite keeps listening: one LISTEN per channel for the worker's life).
   */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => void> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.send({ op: 'listen', channel });
    }
    callbacks.add(onPayload);
    return () => callbacks.delete(onPayload);
  }

  private heard({ channel, payload }: { channel: string; payload: string }): void {
    for (const onPayload of this.listeners.get(channel) ?? []) onPayload(payload);
  }

  /** The database as an image (an uncompressed tar) `openPglite` can start from. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: 'dump' })]);
  }

  /** Copies the data folder `from` into the empty folder `to` while sales go on (online-copy.ts). */
  copyDataDir(from: string, to: string): Promise<OnlineCopy> {
    return this.send<OnlineCopy>({ op: 'copy', from, to });
  }

  /** Closes PGlite in the worker (after the work queued before), then ends the thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      if (!this.stopped) await this.send({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private send<T>(request: Request): Promise<T> {
    const id = ++this.lastId;
    const answer = this.answerTo<T>(id);
    if (!this.stopped) this.worker.postMessage({ ...request, id });
    return answer;
  }

  /** The answer to request `id`. The worker holds the process open only while one is awaited. */
  private answerTo<T>(id: number): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
    });
  }

  private settle(reply: WorkerReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromWorker(reply.error));
  }

  /** The worker is gone: every waiting request fails, later ones too; unasked, it is fatal. */
  private stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
    if (!this.closing) this.onFatal(reason);
  }
}
