import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { createAccount, createTeamMember } from '../test/factories.js';
import { SESSION_CACHE_MS } from './session-store.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

describe('session store', () => {
  it('finds a live session with its owner, and nothing once it has expired or ended', async () => {
    const owner = await createAccount(t);
    const store = t.app.ctx.sessions;
    const token = await store.create(owner.id);
    expect((await store.find(token))?.user.id).toBe(owner.id);

    const id = t.app.ctx.hasher.hash(token);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect(await store.find(token)).toBeNull();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, id));
    expect((await store.find(token))?.teamMember).toBeNull();

    await store.destroy(token);
    expect(await store.find(token)).toBeNull();
    expect(await store.find('not-a-token')).toBeNull();
  });

  it('reuses a lookup for a few seconds on request, and drops it when the session ends or the person changes', async () => {
    const owner = await createAccount(t);
    const store = t.app.ctx.sessions;
    const token = await store.create(owner.id);
    const now = Date.now();
    expect((await store.findCached(token, now))?.user.businessName).toBe(owner.businessName);
    await t.database.db.update(users).set({ businessName: 'Renamed Pharmacy' }).where(eq(users.id, owner.id));
    // Within the window the till's routes see the lookup they made; other routes read afresh.
    expect((await store.findCached(token, now + 1000))?.user.businessName).toBe(owner.businessName);
    expect((await store.find(token))?.user.businessName).toBe('Renamed Pharmacy');
    expect((await store.findCached(token, now + SESSION_CACHE_MS + 1))?.user.businessName).toBe('Renamed Pharmacy');
    await t.database.db.update(users).set({ businessName: 'Renamed Twice' }).where(eq(users.id, owner.id));
    store.forgetUser(owner.id);
    expect((await store.findCached(token))?.user.businessName).toBe('Renamed Twice');

    await store.destroy(token);
    expect(await store.findCached(token)).toBeNull();

    const member = await createTeamMember(t, owner.id, ['pos']);
    const memberToken = await store.create(owner.id, member.id);
    expect((await store.findCached(memberToken))?.teamMember?.id).toBe(member.id);
    await store.destroyForTeamMember(member.id);
    expect(await store.findCached(memberToken)).toBeNull();
    const again = await store.create(owner.id);
    expect(await store.findCached(again)).not.toBeNull();
    await store.destroyForUser(owner.id);
    expect(await store.findCached(again)).toBeNull();
  });
});
