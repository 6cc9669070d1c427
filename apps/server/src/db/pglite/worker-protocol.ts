/**
 * The messages between the server's thread and the PGlite worker (worker.ts), by structured clone.
 * Every request carries an id; the worker answers each id once, with a value or an error.
 */

/** What the worker opens: a folder for the data, or memory (optionally from an image). */
export interface WorkerStart {
  /** The data folder, or undefined for memory. */
  folder?: string;
  /** A migrated database's image (PGlite dumpDataDir), memory only. */
  image?: ArrayBuffer;
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs whose values come back as the text PostgreSQL sent (Drizzle's identity parsers). */
      asText: number[];
      /** The open transaction it runs in, or undefined on its own. */
      tx?: number;
    }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'named'; name: string; text: string; values: unknown[] }
  /** Opens a transaction; answered with its number once BEGIN ran, while other work waits. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'rollback'; tx: number }
  /** Ends a transaction: COMMIT (unless rolled back already), or ROLLBACK when `commit` is false. */
  | { id: number; op: 'finish'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  /** Copies the data folder `from` into the empty folder `to` while sales go on (online-copy.ts). */
  | { id: number; op: 'copy'; from: string; to: string }
  /** LISTENs on a channel: each NOTIFY on it, once committed, comes back as a WorkerNotification. */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

/** An error as it crosses the thread: its name, message and PostgreSQL's fields (code, detail...). */
export interface WorkerError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number>;
}

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };

/** A NOTIFY the worker heard on a channel the server thread listens on (sent unasked, no id). */
export interface WorkerNotification {
  notification: { channel: string; payload: string };
}

/** Everything the worker sends: answers by id, and notifications. */
export type WorkerMessage = WorkerReply | WorkerNotification;

/** The id of the worker's first answer: PGlite is open and passed the boot check, or why not. */
export const readyId = 0;

/** PostgreSQL's error fields (pg-protocol's DatabaseError) kept across the thread. */
const errorFields = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

/** `error` as a WorkerError (structured clone would drop the fields PostgreSQL's errors carry). */
export function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const field of errorFields) {
    const value: unknown = Reflect.get(error, field);
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}
