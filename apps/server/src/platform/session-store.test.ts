import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { createAccount } from '../test/factories.js';
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
});
