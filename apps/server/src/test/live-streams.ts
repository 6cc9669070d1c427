import type { LiveEvent } from '@assist/domain';
import type { App } from '../app.js';
import { TEST_PASSWORD } from './factories.js';
import { uniqueIp } from './test-app.js';

/** The app listening on a port of its own (live streams need real HTTP: inject waits for the end). */
export async function listening(app: App): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listening(app);
}

/** The session cookie of `email`'s owner, signed in through the app. */
export async function sessionCookie(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  const cookie = response.cookies.find((c) => c.name === 'assist.sid');
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.body}`);
  return `assist.sid=${cookie.value}`;
}

/** An open `GET /api/events` as a browser's EventSource opens it, read event by event. */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event, or null when none came within `ms` (the "within 5 s"). */
  next(ms?: number): Promise<LiveEvent | null>;
  /** The comments read so far (": open", ": heartbeat"). */
  comments: string[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(base: string, cookie: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | null = null;
  let buffer = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          for (const line of buffer.slice(0, cut).split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as LiveEvent);
            else if (line.startsWith(':')) comments.push(line);
          }
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        wake?.();
      }
    } catch {
      // aborted by close()
    } finally {
      wake?.();
    }
  })();
  const next = async (ms = 5_000): Promise<LiveEvent | null> => {
    const deadline = Date.now() + ms;
    while (events.length === 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
    }
    return events.shift() ?? null;
  };
  return { status: response.status, headers: response.headers, next, comments, ended, close: () => abort.abort() };
}
