import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openStream } from '../../test/live-streams.js';
import { openEventStream } from './event-stream.js';
import type { LiveStream } from './live-hub.js';

/**
 * The stream itself, on a bare server with a heartbeat of a few milliseconds (the app's is 25 s):
 * heartbeats go out, and the session is asked at each one; once it has ended the stream is closed.
 */
const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serve(stillSignedIn: () => Promise<boolean>) {
  const app = Fastify();
  servers.push(app);
  const closed: LiveStream[] = [];
  let opened: LiveStream | undefined;
  app.get('/api/events', async (_request, reply) => {
    opened = openEventStream(reply, { stillSignedIn, closed: (stream) => closed.push(stream) }, 20);
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, closed, send: () => opened?.send('transfers') };
}

describe('openEventStream', () => {
  it('sends events and heartbeats while the session lasts, and ends once it has ended', async () => {
    let signedIn = true;
    const server = await serve(async () => signedIn);
    const stream = await openStream(server.base, '');
    expect(stream.status).toBe(200);
    server.send();
    expect(await stream.next()).toEqual({ type: 'transfers' });
    signedIn = false;
    await stream.ended;
    expect(stream.comments).toContain(': heartbeat');
    expect(server.closed).toHaveLength(1);
  });
});
