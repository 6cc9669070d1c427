import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { createAccount, createTeamMember } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import {
  listenForSessionSignals,
  parseSignal,
  type SessionSignal,
  type SessionSignalListener,
} from './session-signals.js';
import { SessionStore } from './session-store.js';

const t = useTestApp();
const listeners: SessionSignalListener[] = [];
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
});

/**
 * Another server instance's session store on the same database. On PostgreSQL it listens for this
 * app's signals (NOTIFY) as a second process would; `next` resolves with the next signal it gets.
 * On PGlite there is one process, so the other instance is this app's own store.
 */
async function anotherInstance() {
  const url = t.app.ctx.config.databaseUrl;
  if (!url) return { store: t.app.ctx.sessions, next: async (_: SessionSignal) => {} };
  const store = new SessionStore(t.database.db, t.app.ctx.hasher);
  const waiting: { signal: string; resolve: () => void }[] = [];
  const listener = await listenForSessionSignals(
    url,
    (signal) => {
      store.drop(signal);
      for (const w of waiting.filter((w) => w.signal === JSON.stringify(signal))) w.resolve();
    },
    () => {},
  );
  listeners.push(listener);
  store.useSignals(listener);
  const next = (signal: SessionSignal) =>
    new Promise<void>((resolve) => waiting.push({ signal: JSON.stringify(signal), resolve }));
  return { store, next };
}

describe('session signals between instances', () => {
  it('another instance drops its reused lookup when this one signs out, deactivates or changes someone', async () => {
    const other = await anotherInstance();
    const here = t.app.ctx.sessions;
    const owner = await createAccount(t);
    const token = await here.create(owner.id);
    expect((await other.store.findCached(token))?.user.id).toBe(owner.id);
    const signedOut = other.next({ session: t.app.ctx.hasher.hash(token) });
    await here.destroy(token);
    await signedOut;
    expect(await other.store.findCached(token)).toBeNull();

    const member = await createTeamMember(t, owner.id, ['pos']);
    const memberToken = await here.create(owner.id, member.id);
    expect((await other.store.findCached(memberToken))?.teamMember?.id).toBe(member.id);
    const deactivated = other.next({ member: member.id });
    await here.destroyForTeamMember(member.id);
    await deactivated;
    expect(await other.store.findCached(memberToken)).toBeNull();

    const again = await here.create(owner.id);
    expect(await other.store.findCached(again)).not.toBeNull();
    const closed = other.next({ user: owner.id });
    await here.destroyForUser(owner.id);
    await closed;
    expect(await other.store.findCached(again)).toBeNull();
  });

  it('reads a signal it cannot understand as: drop everything', () => {
    expect(parseSignal('{"session":"abc"}')).toEqual({ session: 'abc' });
    expect(parseSignal('{"user":7}')).toEqual({ user: 7 });
    expect(parseSignal('{"member":9}')).toEqual({ member: 9 });
    expect(parseSignal('not json')).toEqual({ all: true });
    expect(parseSignal(undefined)).toEqual({ all: true });
  });

  it('reuses nothing while its listening connection is down', async () => {
    const owner = await createAccount(t);
    const store = new SessionStore(t.database.db, t.app.ctx.hasher);
    store.useSignals({ connected: false, close: async () => {} });
    const token = await store.create(owner.id);
    expect(await store.findCached(token)).not.toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.userId, owner.id));
    expect(await store.findCached(token)).toBeNull();
  });
});
