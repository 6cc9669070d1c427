import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Tenant rows found from the database's own catalogue, so a table added later is included: every
 * table with an owner_id, every table hanging (by a foreign key) from one of those, and the
 * owner's row in users.
 */
interface OwnedTable {
  name: string;
  /** The WHERE clause choosing the tenants' rows, over `$owners` (a list of ids). */
  scope: (owners: string) => string;
  hasId: boolean;
}

/** Left out on purpose, with the reason. */
const notTenantData: Record<string, string> = {
  sessions: 'sign-in bookkeeping: every call touches its own session, and no route exposes one by id',
};

const rowsOfQuery = async <T>(database: Database, query: string): Promise<T[]> =>
  rowsOf<T>(await database.db.execute(sql.raw(query)));

export async function ownedTables(database: Database): Promise<OwnedTable[]> {
  const columns = await rowsOfQuery<{ table_name: string; column_name: string }>(
    database,
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`,
  );
  const keys = await rowsOfQuery<{ child: string; column: string; parent: string }>(
    database,
    `select child.relname as child, a.attname as column, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and array_length(k.conkey, 1) = 1
        and child.relnamespace = current_schema()::regnamespace`,
  );
  const columnsOf = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns) {
    columnsOf.set(table_name, (columnsOf.get(table_name) ?? new Set()).add(column_name));
  }
  const owned = new Set([...columnsOf].filter(([, cols]) => cols.has('owner_id')).map(([name]) => name));
  const tables: OwnedTable[] = [];
  for (const [name, cols] of columnsOf) {
    if (name in notTenantData) continue;
    const hasId = cols.has('id');
    if (owned.has(name)) tables.push({ name, hasId, scope: (o) => `owner_id in (${o})` });
    else if (name === 'users') tables.push({ name, hasId, scope: (o) => `id in (${o})` });
    else {
      const links = keys.filter((k) => k.child === name && owned.has(k.parent));
      if (links.length === 0) continue;
      const scope = (o: string) =>
        links.map((k) => `"${k.column}" in (select id from "${k.parent}" where owner_id in (${o}))`).join(' or ');
      tables.push({ name, hasId, scope });
    }
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

const ownerList = (owners: readonly number[]) => owners.map((o) => Math.trunc(o)).join(',');

/** One fingerprint per table of the tenants' rows: equal before and after means nothing changed. */
export async function fingerprint(database: Database, owners: readonly number[]): Promise<Record<string, string>> {
  const list = ownerList(owners);
  const out: Record<string, string> = {};
  for (const table of await ownedTables(database)) {
    const [row] = await rowsOfQuery<{ n: number; h: string }>(
      database,
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
         from "${table.name}" t where ${table.scope(list)}`,
    );
    out[table.name] = `${row?.n ?? 0} rows ${row?.h ?? ''}`;
  }
  return out;
}

/** A few ids of the tenants' rows in every table that has an id column, per table. */
export async function ownedIds(
  database: Database,
  owners: readonly number[],
  perTable = 3,
): Promise<Record<string, number[]>> {
  const list = ownerList(owners);
  const out: Record<string, number[]> = {};
  for (const table of await ownedTables(database)) {
    if (!table.hasId) continue;
    const rows = await rowsOfQuery<{ id: number }>(
      database,
      `select id from "${table.name}" t where ${table.scope(list)} order by id desc limit ${perTable}`,
    );
    const ids = rows.map((r) => Number(r.id)).filter(Number.isSafeInteger);
    if (ids.length > 0) out[table.name] = ids;
  }
  return out;
}

/** Distinctive texts of the tenants' rows (barcodes, e-mails, references): an answer to another tenant must hold none. */
export async function ownedMarkers(database: Database, owners: readonly number[]): Promise<string[]> {
  const list = ownerList(owners);
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      // A barcode, or a text with letters and digits (a reference, an e-mail); not a date or an amount.
      const barcode = /^\d{8,14}$/.test(value);
      const named = value.length >= 8 && /\d/.test(value) && /[a-z]/i.test(value.replace(/[TZ]/g, ''));
      if ((barcode || named) && !value.startsWith('$argon2')) found.add(value);
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  for (const table of await ownedTables(database)) {
    const rows = await rowsOfQuery<{ r: unknown }>(
      database,
      `select row_to_json(t) as r from "${table.name}" t where ${table.scope(list)}`,
    );
    for (const { r } of rows) collect(r);
  }
  return [...found];
}
