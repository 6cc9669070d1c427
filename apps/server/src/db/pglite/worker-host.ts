import type { ParserOptions, Transaction } from '@electric-sql/pglite';
import { copyDataDirOnline } from './online-copy.js';
import { runNamedOnPglite } from './prepared-statements.js';
import type { PGliteTakingTurns } from './taking-turns.js';
import { TurnQueue } from './turn-queue.js';
import type { WorkerNotification, WorkerReply, WorkerRequest } from './worker-protocol.js';
import { toWorkerError } from './worker-protocol.js';

/** A transaction the server's thread is running statements in, held open until it finishes. */
interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean, replyTo: number) => void;
}

/** Ends a transaction the server's thread rolled back (its callback failed): PGlite rolls back. */
class RolledBack extends Error {}

const sameText = (value: string) => value;

/** Parsers that leave these type OIDs' values as PostgreSQL's text (what Drizzle asks for). */
function textParsers(oids: number[]): ParserOptions {
  return Object.fromEntries(oids.map((oid) => [oid, sameText]));
}

/**
 * Runs the server thread's requests on PGlite, inside the worker (worker.ts): statements and
 * transactions one at a time through the TurnQueue, each answered by `reply`.
 */
export class WorkerHost {
  private readonly queue = new TurnQueue();
  private readonly open = new Map<number, OpenTransaction>();
  private lastTransaction = 0;

  /**
   * `onAbort`: PGlite aborted (its WebAssembly trapped: WebAssembly.RuntimeError) and is dead; the
   * request is answered with the error, then the worker must end so the server fails loudly.
   */
  constructor(
    private readonly pglite: PGliteTakingTurns,
    private readonly reply: (message: WorkerReply) => void,
    private readonly onAbort: (error: Error) => void,
    /** Where a NOTIFY heard on a listened channel goes (to the server's thread). */
    private readonly notice: (message: WorkerNotification) => void = () => {},
  ) {}

  handle(request: WorkerRequest): void {
    // A transaction's end is answered by `begin`, once PGlite has committed or rolled back.
    if (request.op === 'finish') this.finish(request.tx, request.commit, request.id);
    else this.answer(request.id, this.run(request));
  }

  private answer(id: number, work: Promise<unknown>): void {
    work.then(
      (value) => this.reply({ id, ok: true, value }),
      (error: unknown) => {
        this.reply({ id, ok: false, error: toWorkerError(error) });
        if (error instanceof WebAssembly.RuntimeError) this.onAbort(error);
      },
    );
  }

  private async run(request: Exclude<WorkerRequest, { op: 'finish' }>): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const options = { rowMode: request.rowMode, parsers: textParsers(request.asText) };
        const on = request.tx === undefined ? undefined : this.transaction(request.tx);
        const result = on
          ? await on.query(request.text, request.params, options)
          : await this.queue.run(() => this.pglite.query(request.text, request.params, options));
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case 'exec': {
        const on = request.tx === undefined ? undefined : this.transaction(request.tx);
        return on ? await on.exec(request.text) : await this.queue.run(() => this.pglite.exec(request.text));
      }
      case 'named':
        return this.queue.run(() => runNamedOnPglite(this.pglite, request, request.values));
      case 'begin':
        return this.begin();
      case 'rollback':
        return this.transaction(request.tx).rollback();
      case 'listen': {
        const { channel } = request;
        // PGlite hears its own NOTIFYs, at COMMIT (none from a rolled back transaction).
        await this.queue.run(() =>
          this.pglite.listen(channel, (payload) => this.notice({ notification: { channel, payload } })),
        );
        return undefined;
      }
      case 'dump': {
        const image = await this.queue.run(() => this.pglite.dumpDataDir('none'));
        return image.arrayBuffer();
      }
      case 'copy':
        return copyDataDirOnline(this.pglite, this.queue, request.from, request.to);
      case 'close':
        return this.queue.run(() => this.pglite.close());
    }
  }

  private transaction(number: number): Transaction {
    const open = this.open.get(number);
    if (!open) throw new Error(`PGlite worker: transaction ${number} is not open`);
    return open.tx;
  }

  /**
   * Opens a transaction as one job of the queue and answers its number; the job (and so PGlite's
   * connection) is held until `finish`, which is answered in its place once COMMIT or ROLLBACK ran.
   */
  private begin(): Promise<number> {
    return new Promise<number>((answerBegin, refuseBegin) => {
      const number = ++this.lastTransaction;
      let replyTo: number | undefined;
      const work = this.queue.run(() =>
        this.pglite.transaction(async (tx) => {
          const commit = await new Promise<boolean>((decided) => {
            this.open.set(number, {
              tx,
              finish: (ok, id) => {
                replyTo = id;
                decided(ok);
              },
            });
            answerBegin(number);
          });
          this.open.delete(number);
          if (!commit) throw new RolledBack();
        }),
      );
      work.then(
        () => replyTo !== undefined && this.reply({ id: replyTo, ok: true, value: undefined }),
        (error: unknown) => {
          this.open.delete(number);
          if (replyTo === undefined) refuseBegin(error);
          else if (error instanceof RolledBack) this.reply({ id: replyTo, ok: true, value: undefined });
          else this.reply({ id: replyTo, ok: false, error: toWorkerError(error) });
        },
      );
    });
  }

  /** Lets the transaction's job end; its answer is sent by `begin` once PGlite settled it. */
  private finish(number: number, commit: boolean, replyTo: number): void {
    const open = this.open.get(number);
    if (open) open.finish(commit, replyTo);
    else this.answer(replyTo, Promise.reject(new Error(`PGlite worker: transaction ${number} is not open`)));
  }
}
