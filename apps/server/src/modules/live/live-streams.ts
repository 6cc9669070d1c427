import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { HttpError } from '../../platform/errors.js';
import type { SessionStore } from '../../platform/session-store.js';
import { openEventStream } from './event-stream.js';
import { LiveHub, type LiveLimits, type LiveStream } from './live-hub.js';
import { LIVE_CHANNEL, parseLiveNotice } from './publish.js';
import { watchSessionEnds } from './session-ends.js';

/**
 * This instance's live news: it hears the database's channel (one LISTEN), hands each notice to the
 * streams of the businesses it names (LiveHub), and ends a stream whose session ended, at once on a
 * sign-out signal and otherwise at its next heartbeat.
 */
export class LiveStreams {
  private readonly hub: LiveHub;
  private readonly sessionEnds: ReturnType<typeof watchSessionEnds>;

  private constructor(
    private readonly sessions: SessionStore,
    limits: LiveLimits | undefined,
    private readonly stopListening: () => Promise<void> = async () => {},
  ) {
    this.hub = new LiveHub(limits);
    this.sessionEnds = watchSessionEnds(sessions);
  }

  static async start(database: Database, sessions: SessionStore, limits?: LiveLimits): Promise<LiveStreams> {
    let streams: LiveStreams | undefined;
    const stop = await database.listen(
      LIVE_CHANNEL,
      (payload) => {
        const notice = parseLiveNotice(payload);
        if (notice) streams?.hub.deliver(notice);
      },
      () => streams?.hub.deliverEverything(),
    );
    streams = new LiveStreams(sessions, limits, stop);
    return streams;
  }

  /** Answers the request with the actor's business's stream (503 live_streams_full past the bounds). */
  open(actor: Actor, token: string, reply: FastifyReply): void {
    const { ownerId } = actor;
    if (!this.hub.hasRoom(ownerId)) throw new HttpError('live_streams_full');
    const stillSignedIn = async () => (await this.sessions.find(token)) !== null;
    const stream: LiveStream = openEventStream(reply, {
      stillSignedIn,
      closed: (closed) => {
        this.hub.remove(ownerId, closed);
        this.sessionEnds.remove(closed);
      },
    });
    this.hub.add(ownerId, stream);
    const who = { sessionId: actor.sessionId, userId: actor.user.id, memberId: actor.teamMember?.id ?? null };
    this.sessionEnds.add(stream, who, () => {
      stillSignedIn().then(
        (yes) => yes || stream.end(),
        () => stream.end(),
      );
    });
  }

  /** Ends every stream (the server is closing: open streams would hold it forever). */
  endAll(): void {
    this.hub.endAll();
  }

  async stop(): Promise<void> {
    this.sessionEnds.stop();
    await this.stopListening();
  }
}
