import { type LiveEventType, liveEventTypes } from '@assist/domain';
import type { LiveNotice } from './publish.js';

/** One open stream: what the hub may do with it. */
export interface LiveStream {
  send(type: LiveEventType): void;
  /** Ends the stream (the browser's EventSource opens a new one). */
  end(): void;
}

export interface LiveLimits {
  /** Streams one business may hold open (tabs, devices, team members); the oldest gives way. */
  perBusiness: number;
  /** Streams this process holds at most; past it a new one is refused. */
  perProcess: number;
}

export const defaultLiveLimits: LiveLimits = { perBusiness: 20, perProcess: 2_000 };

/**
 * The open streams of this process, by business (owner id), and the one place notices from the
 * database's channel become events: a notice reaches the streams of the owners it names, no other.
 */
export class LiveHub {
  private readonly byOwner = new Map<number, Set<LiveStream>>();
  private open = 0;

  constructor(private readonly limits: LiveLimits = defaultLiveLimits) {}

  get size(): number {
    return this.open;
  }

  /** Whether `ownerId` may open one more: under the process's limit, or in place of its oldest. */
  hasRoom(ownerId: number): boolean {
    return this.open < this.limits.perProcess || (this.byOwner.get(ownerId)?.size ?? 0) >= this.limits.perBusiness;
  }

  /** Adds a stream of `ownerId` (asked `hasRoom` first); at the business's limit its oldest ends. */
  add(ownerId: number, stream: LiveStream): void {
    const streams = this.byOwner.get(ownerId) ?? new Set<LiveStream>();
    if (streams.size >= this.limits.perBusiness) {
      // A Set keeps insertion order: its first stream is the business's oldest.
      const oldest = streams.values().next().value;
      if (oldest) {
        this.remove(ownerId, oldest);
        oldest.end();
      }
    }
    streams.add(stream);
    this.byOwner.set(ownerId, streams);
    this.open += 1;
  }

  remove(ownerId: number, stream: LiveStream): void {
    const streams = this.byOwner.get(ownerId);
    if (!streams?.delete(stream)) return;
    this.open -= 1;
    if (streams.size === 0) this.byOwner.delete(ownerId);
  }

  deliver(notice: LiveNotice): void {
    for (const owner of notice.owners) {
      for (const stream of this.byOwner.get(owner) ?? []) stream.send(notice.type);
    }
  }

  /** Some notices may have been missed (the database connection was lost): every stream reloads all. */
  deliverEverything(): void {
    for (const streams of this.byOwner.values()) {
      for (const stream of streams) for (const type of liveEventTypes) stream.send(type);
    }
  }

  endAll(): void {
    for (const [owner, streams] of [...this.byOwner]) {
      for (const stream of [...streams]) {
        this.remove(owner, stream);
        stream.end();
      }
    }
  }
}
