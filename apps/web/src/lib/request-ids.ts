import { useState } from 'react';

/** Submissions waiting for an answer that are remembered at most (older ones are forgotten). */
const maxPending = 50;

/**
 * The clientRequestId of each submission of a write (decisions/2026-11-26-idempotent-writes.md):
 * the same body sent again before it succeeded (a double click, a retry after a network error)
 * keeps its id, so the server does it once; a changed body, or the same body after a success,
 * gets a new one.
 */
export class RequestIds {
  private readonly pending = new Map<string, string>();

  /** The id of this body's submission: the one still waiting for its success, else a new one. */
  idFor(body: unknown): string {
    const key = JSON.stringify(body);
    const known = this.pending.get(key);
    if (known) return known;
    const id = crypto.randomUUID();
    this.pending.set(key, id);
    if (this.pending.size > maxPending) this.pending.delete(this.pending.keys().next().value ?? '');
    return id;
  }

  /** The body's write succeeded: sending it again is a new submission. */
  succeeded(body: unknown): void {
    this.pending.delete(JSON.stringify(body));
  }

  /** `send` with the body's id added; the id is let go once the write succeeded. */
  keyed<B extends object, R>(send: (body: B & { clientRequestId: string }) => Promise<R>): (body: B) => Promise<R> {
    return async (body) => {
      const result = await send({ ...body, clientRequestId: this.idFor(body) });
      this.succeeded(body);
      return result;
    };
  }
}

/** A form's (or mutation's) own RequestIds, kept for the life of the component. */
export function useRequestIds(): RequestIds {
  return useState(() => new RequestIds())[0];
}
