import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { clientRequests } from '../db/schema/index.js';
import { conflict } from './errors.js';

/**
 * Writes sent twice are done once (decisions/2026-11-26-idempotent-writes.md). A write whose body
 * carries a clientRequestId claims it in its own transaction, first (claimOnce: the unique index on
 * (owner, id) decides a race, the loser waits for the winner's commit), and keeps its answer there;
 * the route (answerOnce) answers a stored id with that answer, or 409 request_id_reused when the
 * body differs. Without an id the write runs as before.
 */
export interface RequestOnce {
  ownerId: number;
  clientRequestId: string;
  /** The hash of the route and the parsed body without the id: "the same request?". */
  fingerprint: string;
}

/** The body with its keys in order at every level, so equal bodies hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  return Object.fromEntries(
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]),
  );
}

/** The request's key, or undefined for a body without a clientRequestId. */
export function requestOnce(
  ownerId: number,
  route: string,
  body: { clientRequestId?: string | undefined },
): RequestOnce | undefined {
  const { clientRequestId, ...rest } = body;
  if (!clientRequestId) return undefined;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([route, canonical(rest)]))
    .digest('base64url');
  return { ownerId, clientRequestId, fingerprint };
}

/** Thrown inside a write's transaction when another one holds its id: it rolls back. */
class ClaimedAlready extends Error {}

/**
 * Inside the write's transaction, as its first statement: claims the id (waits while another
 * transaction holds it), runs the work and keeps its answer (as JSON) with the claim.
 */
export async function claimOnce<T>(tx: Db, once: RequestOnce | undefined, work: () => Promise<T>): Promise<T> {
  if (!once) return work();
  const [claimed] = await tx
    .insert(clientRequests)
    .values({ ownerId: once.ownerId, clientRequestId: once.clientRequestId, fingerprint: once.fingerprint })
    .onConflictDoNothing()
    .returning({ id: clientRequests.id });
  if (!claimed) throw new ClaimedAlready();
  const answer = await work();
  await tx
    .update(clientRequests)
    .set({ answer: JSON.parse(JSON.stringify(answer ?? null)) })
    .where(eq(clientRequests.id, claimed.id));
  return answer;
}

/** The answer stored under the id (read as `schema`), 409 for another body, or null for none. */
async function storedAnswer<S extends z.ZodType>(db: Db, once: RequestOnce, schema: S): Promise<z.output<S> | null> {
  const [row] = await db
    .select({ fingerprint: clientRequests.fingerprint, answer: clientRequests.answer })
    .from(clientRequests)
    .where(and(eq(clientRequests.ownerId, once.ownerId), eq(clientRequests.clientRequestId, once.clientRequestId)));
  if (!row) return null;
  if (row.fingerprint !== once.fingerprint) throw conflict('request_id_reused');
  return schema.parse(row.answer);
}

/**
 * The route's side: a stored id answers its first answer (or 409 for another body); otherwise the
 * write runs (it calls claimOnce in its transaction), and when it lost a race for the id, the
 * winner's answer.
 */
export async function answerOnce<S extends z.ZodType>(
  db: Db,
  once: RequestOnce | undefined,
  schema: S,
  write: () => Promise<z.output<S>>,
): Promise<z.output<S>> {
  if (!once) return write();
  const first = await storedAnswer(db, once, schema);
  if (first !== null) return first;
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ClaimedAlready)) throw error;
    const winner = await storedAnswer(db, once, schema);
    if (winner === null) throw new Error('a claimed request id has no answer');
    return winner;
  }
}
