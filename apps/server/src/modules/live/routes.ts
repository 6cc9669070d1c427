import { ErrorResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { type Access, actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import type { LiveLimits } from './live-hub.js';
import { LiveStreams } from './live-streams.js';

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
 * transaction (publish.ts); this instance hears them and hands them out (live-streams.ts).
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext, database: Database, limits?: LiveLimits) {
  const streams = await LiveStreams.start(database, ctx.sessions, limits);
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => streams.stop());

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/events',
    { schema: { tags, response: { 406: ErrorResponse, 503: ErrorResponse } }, config },
    async (request, reply) => {
      if (!wantsEventStream(request.headers.accept)) throw new HttpError('event_stream_only');
      streams.open(actorOf(request), request.cookies[SESSION_COOKIE] ?? '', reply);
      return reply;
    },
  );
}
