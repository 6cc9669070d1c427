import { ErrorResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { type Access, actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import { openEventStream } from './event-stream.js';
import { LiveHub, type LiveLimits } from './live-hub.js';
import { LIVE_CHANNEL, parseLiveNotice } from './publish.js';

const tags = ['live'];
/**
 * Who hears trade news: whoever holds a screen it changes (the marketplace's, transfers, the
 * suppliers' ledger, returns), so a team member with the suppliers permission too. An event names
 * only a kind of change; the lists it reloads check their own access.
 */
const config: { access: Access } = {
  access: ['marketplace', 'supplierMarketplace', 'transfers', 'suppliers', 'returns'],
};

/** Asked for as an event stream (EventSource sends this Accept); anything else is told how to. */
const wantsEventStream = (accept: string | undefined) => accept?.includes('text/event-stream') ?? false;

/**
 * Live news (issue 26, docs/decisions/2026-11-28-live-news.md): `GET /api/events` streams to a
 * signed-in business which kind of its data changed. Changes are published in the writing
 * transaction (publish.ts); this instance hears them on the database's channel and hands each to
 * the streams of the businesses it names (live-hub.ts).
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext, database: Database, limits?: LiveLimits) {
  const hub = new LiveHub(limits);
  const stopListening = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const notice = parseLiveNotice(payload);
      if (notice) hub.deliver(notice);
    },
    () => hub.deliverEverything(),
  );
  // Before the server waits for its connections to end: open streams would hold it forever.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', () => stopListening());

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/events',
    { schema: { tags, response: { 406: ErrorResponse, 503: ErrorResponse } }, config },
    async (request, reply) => {
      const { ownerId } = actorOf(request);
      if (!wantsEventStream(request.headers.accept)) throw new HttpError('event_stream_only');
      if (!hub.hasRoom(ownerId)) throw new HttpError('live_streams_full');
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const stream = openEventStream(reply, {
        stillSignedIn: async () => (await ctx.sessions.find(token)) !== null,
        closed: (closed) => hub.remove(ownerId, closed),
      });
      hub.add(ownerId, stream);
      return reply;
    },
  );
}
