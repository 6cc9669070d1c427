import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { signedInTeamMember } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { countRows, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

// The till's routes reuse a session lookup for up to 5 s (SessionStore.findCached). With several
// server instances, a sign-out or a deactivation on one of them deletes the session rows in the
// database but cannot drop the other instances' reused lookups: the rows are deleted here straight
// in SQL, as another instance would, so this instance's reused lookup is still warm. The sale's own
// statement confirms the session (docs/decisions/2026-11-26-replicas.md): nothing is sold.
describe('a sale on a session ended elsewhere (another server instance)', () => {
  it('answers 401 and writes nothing, though the lookup was reused', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const one = saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]);
    expect((await sell(s.client, one)).statusCode).toBe(201); // the lookup is now reused

    await t.database.db.delete(sessions).where(eq(sessions.userId, s.user.id));
    const after = await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 2, unitType: 'unit' }]));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthorized' });
    const batch = await s.client.post('/api/sales/batch', {
      sales: [saleBody([{ inventoryId: lot.inventoryId, quantity: 3, unitType: 'unit' }], { offline: true })],
    });
    expect(batch.statusCode).toBe(401);

    expect(await countRows(t, 'sales', s.user.id)).toBe(1);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 9, movements: 9 });
  });

  it('refuses a deactivated team member whose sessions were ended on another instance', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const cashier = await signedInTeamMember(t, s.user.id, ['pos']);
    const first = await sell(
      cashier.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]),
    );
    expect(first.statusCode).toBe(201);

    await t.database.db.delete(sessions).where(eq(sessions.teamMemberId, cashier.member.id));
    const after = await sell(
      cashier.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]),
    );
    expect(after.statusCode).toBe(401);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 9, movements: 9 });
  });

  it('still sells the last units to one of several tills racing on a live session', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 3 });
    const tries = Array.from({ length: 6 }, () =>
      sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }])),
    );
    const statuses = (await Promise.all(tries)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 0, movements: 0 });
  });
});
