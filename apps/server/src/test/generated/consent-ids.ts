import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { ownedIds } from './owned-rows.js';

const query = async <T>(database: Database, text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));

/**
 * The ids the consent suite points requests at, found from the database's catalogue (so a table
 * added later is included): the two businesses' accounts; the rows they share (a tenant's row
 * that names the other business in a column referencing users: transfers, payments, returns,
 * purchase requests, access, notifications) and the rows hanging from those (their lines); and a
 * few of B's own rows in every table.
 */
export async function owned(database: Database, a: number, b: number): Promise<number[]> {
  const links = await query<{ table: string; column: string }>(
    database,
    `select child.relname as table, col.attname as column
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_attribute col on col.attrelid = k.conrelid and col.attnum = k.conkey[1]
      where k.contype = 'f' and array_length(k.conkey, 1) = 1 and parent.relname = 'users'
        and col.attname <> 'owner_id' and child.relnamespace = current_schema()::regnamespace
        and exists (select 1 from pg_attribute o where o.attrelid = k.conrelid and o.attname = 'owner_id')`,
  );
  const parties = `(${Math.trunc(a)}, ${Math.trunc(b)})`;
  const ids = new Set<number>([a, b]);
  const shared = new Map<string, number[]>();
  for (const { table, column } of links) {
    const rows = await query<{ id: number }>(
      database,
      `select id from "${table}" where owner_id in ${parties} and "${column}" in ${parties} and owner_id <> "${column}"`,
    );
    const found = rows.map((row) => Number(row.id));
    shared.set(table, [...(shared.get(table) ?? []), ...found]);
    for (const id of found) ids.add(id);
  }
  const children = await query<{ table: string; column: string; parent: string }>(
    database,
    `select child.relname as table, col.attname as column, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_attribute col on col.attrelid = k.conrelid and col.attnum = k.conkey[1]
      where k.contype = 'f' and array_length(k.conkey, 1) = 1 and child.relnamespace = current_schema()::regnamespace
        and exists (select 1 from pg_attribute i where i.attrelid = k.conrelid and i.attname = 'id')`,
  );
  for (const { table, column, parent } of children) {
    const parentIds = shared.get(parent) ?? [];
    if (parentIds.length === 0) continue;
    const rows = await query<{ id: number }>(
      database,
      `select id from "${table}" where "${column}" in (${parentIds.join(',')})`,
    );
    for (const row of rows) ids.add(Number(row.id));
  }
  for (const some of Object.values(await ownedIds(database, [b], 2))) for (const id of some) ids.add(id);
  return [...ids].sort((x, y) => x - y);
}
