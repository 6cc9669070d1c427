import pg from 'pg';

/**
 * LISTENs on `channel` over a connection of its own (LISTEN needs one that stays open; a pooled
 * one would be handed to queries). PostgreSQL delivers a NOTIFY at its transaction's COMMIT to
 * every listening connection, whichever instance wrote it. A lost connection is opened again every
 * second; once it is back `onGap` says that notifications may have been missed meanwhile.
 * Resolves when the first LISTEN ran, to the function that stops it.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (stopped || !client) return;
    const old = client;
    client = null;
    old.end().catch(() => {});
    retry = setTimeout(() => void connect().then(onGap, lost), 1_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
