import pg from 'pg';

/** The PostgreSQL channel on which instances tell each other which reused session lookups to drop. */
export const SESSION_CHANNEL = 'assist_session_cache';

/** What to drop: one session (its stored id), a user's and its team's, a team member's, or everything. */
export type SessionSignal = { session: string } | { user: number } | { member: number } | { all: true };

export interface SessionSignalListener {
  /** False while the listening connection is down: signals may be missed, so nothing may be reused. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export function parseSignal(payload: string | undefined): SessionSignal {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (typeof value.session === 'string') return { session: value.session };
    if (typeof value.user === 'number') return { user: value.user };
    if (typeof value.member === 'number') return { member: value.member };
  } catch {
    // fall through: an unreadable signal drops everything
  }
  return { all: true };
}

/**
 * Listens on SESSION_CHANNEL over a connection of its own (LISTEN needs one that stays open; a
 * pooled one would be handed to queries). On a lost connection everything is dropped, reuse stops
 * (`connected` false) and it connects again every second until it is back.
 */
export async function listenForSessionSignals(
  databaseUrl: string,
  onSignal: (signal: SessionSignal) => void,
  onError: (error: unknown) => void,
): Promise<SessionSignalListener> {
  let client: pg.Client | null = null;
  let connected = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (closing || !client) return;
    if (error) onError(error);
    connected = false;
    onSignal({ all: true });
    const old = client;
    client = null;
    old.end().catch(() => {});
    retry = setTimeout(() => void connect().catch(lost), 1_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) onSignal(parseSignal(message.payload));
    });
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`listen ${SESSION_CHANNEL}`);
    connected = true;
  };

  await connect();
  return {
    get connected() {
      return connected;
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      connected = false;
      await client?.end().catch(() => {});
    },
  };
}
