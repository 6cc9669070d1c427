import type { BenchServer, CapturedQuery } from './bench-server.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** One scan of a plan: where it reads and whether that is bounded by the tenant. */
export interface Scan {
  table: string;
  how: string;
  /**
   * 'owner': an index led by owner_id, searched by it; 'key': an index led by an id column looked up by
   * ids the query already holds (a join's or the page's); 'wide': a seq scan, or an index whose
   * condition is not one tenant's (a trigram match over every tenant's names).
   */
  reach: 'owner' | 'key' | 'wide';
}

export interface PlanSummary {
  scans: Scan[];
  /** Shared buffers the statement touched (hit + read). */
  buffers: number;
  executionMs: number;
  text: string;
}

/**
 * The first column of every index (null for an expression) and the tables that have owner_id:
 * what tells an index scan bounded by one tenant from one that walks every tenant's rows.
 */
export async function loadIndexLeaders(server: BenchServer): Promise<{
  leaders: Map<string, string | null>;
  tenantTables: Set<string>;
}> {
  const indexes = (await server.raw({
    sql: `select i.relname as index, a.attname as first
      from pg_index x join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = i.relnamespace and n.nspname = 'public'
      left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]`,
    params: [],
  })) as { rows: { index: string; first: string | null }[] };
  const tables = (await server.raw({
    sql: `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'owner_id'`,
    params: [],
  })) as { rows: { table_name: string }[] };
  return {
    leaders: new Map(indexes.rows.map((row) => [row.index, row.first])),
    tenantTables: new Set(tables.rows.map((row) => row.table_name)),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, its scans classified. */
export async function explainAll(
  server: BenchServer,
  queries: CapturedQuery[],
  known: Awaited<ReturnType<typeof loadIndexLeaders>>,
): Promise<PlanSummary[]> {
  const out: PlanSummary[] = [];
  for (const query of queries) {
    const json = (await server.raw({
      sql: `explain (analyze, buffers, format json) ${query.sql}`,
      params: query.params,
    })) as { rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[] };
    const text = (await server.raw({
      sql: `explain (analyze, buffers, costs off, timing off) ${query.sql}`,
      params: query.params,
    })) as { rows: { 'QUERY PLAN': string }[] };
    const [top] = json.rows[0]!['QUERY PLAN'];
    const scans: Scan[] = [];
    walk(top.Plan, known, scans);
    out.push({
      scans,
      buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
      executionMs: top['Execution Time'],
      text: text.rows.map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  return out;
}

function walk(node: PlanNode, known: Awaited<ReturnType<typeof loadIndexLeaders>>, scans: Scan[]): void {
  const type = node['Node Type'];
  const table = node['Relation Name'];
  if (type === 'Seq Scan' && table && known.tenantTables.has(table)) {
    scans.push({ table, how: 'seq scan', reach: 'wide' });
  } else if (
    (type === 'Index Scan' || type === 'Index Only Scan' || type === 'Bitmap Index Scan') &&
    node['Index Name']
  ) {
    const index = node['Index Name'];
    const leader = known.leaders.get(index) ?? null;
    const relation = table ?? index;
    const tenantTable = table ? known.tenantTables.has(table) : leader === 'owner_id' || index.includes('_owner');
    if (tenantTable || table === undefined) {
      const cond = node['Index Cond'] ?? '';
      const byOwner = leader === 'owner_id' && cond.includes('owner_id');
      const byKey = leader !== null && /(^id$|_id$)/.test(leader) && cond.includes(`${leader} =`);
      scans.push({ table: relation, how: index, reach: byOwner ? 'owner' : byKey ? 'key' : 'wide' });
    }
  }
  for (const child of node.Plans ?? []) walk(child, known, scans);
}

/** "per tenant" when no scan reads every tenant's rows; else the scans that do. */
export function verdict(plans: PlanSummary[]): string {
  const wide = plans.flatMap((plan) => plan.scans.filter((scan) => scan.reach === 'wide'));
  if (wide.length === 0) return 'per tenant';
  return `ACROSS TENANTS: ${[...new Set(wide.map((scan) => `${scan.how} ${scan.table}`))].join(', ')}`;
}

/** The scans in short: index names (by owner or by key) and seq scans. */
export function scanList(plans: PlanSummary[]): string {
  const names = plans.flatMap((plan) =>
    plan.scans.map((scan) =>
      scan.reach === 'wide' ? `WIDE ${scan.how} ${scan.table}` : `${scan.how}${scan.reach === 'key' ? '(key)' : ''}`,
    ),
  );
  return [...new Set(names)].join(' ');
}
