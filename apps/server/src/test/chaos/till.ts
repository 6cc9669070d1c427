import { sleep } from './server-process.js';

/** An answer the server gave, or `lost` when the connection broke after the request may have arrived. */
export type Outcome = { kind: 'answered'; status: number; body: unknown } | { kind: 'lost' };

/** What every till of the run counts. */
export interface TillCounters {
  requests: number;
  retries: number;
  lost: number;
  signIns: number;
}

/**
 * Whether a request may be sent again after its answer was lost: `same-key` requests carry an
 * idempotency key (clientSaleId, clientOperationId), so a till sends them again until it gets an
 * answer, as the web app's sync engine does; `once` requests have none, so they are only sent
 * again when they never reached the server (connection refused) and are otherwise left `lost`.
 */
export type RetryPolicy = 'same-key' | 'once';

/** How long a till keeps trying before the run fails (a server that never came back). */
const giveUpAfterMs = 300_000;

/** A client of one tenant over HTTP, signed in with a session cookie it renews when the server forgot it. */
export class Till {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string,
    readonly counters: TillCounters,
  ) {}

  async signIn(): Promise<void> {
    for (;;) {
      const outcome = await this.once('POST', '/api/auth/login', { email: this.email, password: this.password }, false);
      if (outcome.kind === 'answered' && outcome.status === 200) return;
      // Tries are counted before the password is checked (sign-in-throttle.ts): tills signing in
      // at once from one address may be asked to wait, as a person would.
      if (outcome.kind === 'answered' && outcome.status === 429) {
        const wait = Number((outcome.body as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 1);
        await sleep(wait * 1000);
        continue;
      }
      if (outcome.kind === 'answered' && outcome.status < 500)
        throw new Error(`sign-in refused: ${outcome.status} ${JSON.stringify(outcome.body)}`);
      await sleep(100);
    }
  }

  /** Sends a request under `policy` until it has an answer (or, for `once`, until it is lost). */
  async send(method: string, path: string, body: unknown, policy: RetryPolicy): Promise<Outcome> {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) this.counters.retries += 1;
      if (Date.now() - started > giveUpAfterMs) throw new Error(`${method} ${path}: no answer for ${giveUpAfterMs} ms`);
      const outcome = await this.once(method, path, body, true).catch((error: unknown) => {
        if (policy === 'once' && !neverSent(error)) return null;
        return undefined;
      });
      if (outcome === null) {
        this.counters.lost += 1;
        return { kind: 'lost' };
      }
      if (outcome === undefined || (outcome.kind === 'answered' && outcome.status >= 500)) {
        // Down, restarting, or cut mid-answer (a 500 from a statement the kill interrupted): later.
        if (outcome?.kind === 'answered' && policy === 'once') return outcome;
        await sleep(50 + Math.random() * 150);
        continue;
      }
      if (outcome.kind === 'answered' && outcome.status === 401) {
        await this.signIn();
        continue;
      }
      return outcome;
    }
  }

  private async once(method: string, path: string, body: unknown, throwOnError: boolean): Promise<Outcome> {
    this.counters.requests += 1;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('assist.sid='));
      if (setCookie) {
        this.cookie = setCookie.split(';')[0]!;
        if (path === '/api/auth/login') this.counters.signIns += 1;
      }
      const text = await response.text();
      return { kind: 'answered', status: response.status, body: parseJson(text) };
    } catch (error) {
      if (throwOnError) throw error;
      return { kind: 'lost' };
    }
  }
}

/** True when fetch failed before the request could reach the server (nothing listened). */
function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
