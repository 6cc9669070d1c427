import { type LiveEvent, type LiveEventType, liveHeartbeatSeconds } from '@assist/domain';
import type { FastifyReply } from 'fastify';
import type { LiveStream } from './live-hub.js';

/** How long a browser waits before opening a lost stream again (the EventSource `retry` field). */
const retryMs = 3_000;

export interface StreamHooks {
  /** Asked at every heartbeat: false once the session ended (signed out, expired): the stream ends. */
  stillSignedIn(): Promise<boolean>;
  /** The stream ended, from either side. */
  closed(stream: LiveStream): void;
}

/**
 * Answers with a server-sent event stream (text/event-stream) that stays open: one
 * `data: {"type":...}` event per change, a comment every liveHeartbeatSeconds so proxies and the
 * browser see it alive (and so a session that ended is noticed). The reply is taken from Fastify
 * (hijack), so the headers its hooks set (security headers, no-store) are written here.
 */
export function openEventStream(
  reply: FastifyReply,
  hooks: StreamHooks,
  heartbeatMs = liveHeartbeatSeconds * 1_000,
): LiveStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // nginx (deploy/nginx.conf) would otherwise hold events back in its buffer.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${retryMs}\n: open\n\n`);

  let ended = false;
  const stream: LiveStream = {
    send(type: LiveEventType) {
      if (ended) return;
      const event: LiveEvent = { type };
      raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (ended) return;
      finish();
      raw.end();
    },
  };
  const heartbeat = setInterval(() => {
    raw.write(': heartbeat\n\n');
    hooks.stillSignedIn().then(
      (yes) => yes || stream.end(),
      () => stream.end(),
    );
  }, heartbeatMs);
  heartbeat.unref();
  const finish = () => {
    ended = true;
    clearInterval(heartbeat);
    hooks.closed(stream);
  };
  // The response's close: the browser went away, or end() above.
  raw.on('close', () => ended || finish());
  return stream;
}
