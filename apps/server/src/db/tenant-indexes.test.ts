import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { rowsOf } from './rows.js';

const t = useTestApp();

/**
 * Indexes meant to reach across tenants: a username is unique in the whole installation (a team
 * member signs in before their tenant is known), and the marketplace directory lists every
 * supplier's marketplaces by category.
 */
const acrossTenantsByDesign = ['team_members_username_key', 'marketplaces_category_idx'];

/**
 * With thousands of tenants in one database (docs/capacity.md), an index of a tenant table is
 * searched either by one tenant (owner_id first) or by ids the query already holds (a primary or
 * foreign key): an index led by anything else (a name, a trigram) reads every tenant's entries
 * before one tenant's are kept, and its cost grows with the number of tenants.
 */
describe('indexes of tenant tables', () => {
  it('are led by owner_id or by an id column', async () => {
    const result = await t.database.db.execute(sql`
      select i.relname as index, coalesce(a.attname, '(expression)') as first
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class c on c.oid = x.indrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]
      where exists (
        select 1 from pg_attribute o where o.attrelid = c.oid and o.attname = 'owner_id' and not o.attisdropped
      )
      order by i.relname`);
    const led = rowsOf<{ index: string; first: string }>(result);
    expect(led.length).toBeGreaterThan(40);
    const wide = led
      .filter((row) => row.first !== 'owner_id' && !/(^id$|_id$)/.test(row.first))
      .filter((row) => !acrossTenantsByDesign.includes(row.index))
      .map((row) => `${row.index} (${row.first})`);
    expect(wide).toEqual([]);
  });
});
