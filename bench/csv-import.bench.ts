/**
 * CSV import of 10,000 rows into a draft (issue 3, Performance): the file goes through real HTTP
 * (multipart upload to a server listening on 127.0.0.1) and lands as a csv-batch draft. Prints
 * seconds and rows per second of each run. Goal: under 5 s.
 *
 * Runs on PGlite in a temporary DATA_DIR, and on PostgreSQL too when DATABASE_URL is set.
 * BENCH_CSV_ROWS (default 10000) and BENCH_CSV_RUNS (default 3) change the size and the runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { MemoryMailer } from '../apps/server/src/platform/mailer.js';
import { hashPassword } from '../apps/server/src/platform/passwords.js';

interface BenchResult {
  title: string;
  rows: Record<string, string | number>[];
}

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_CSV_RUNS ?? 3);
const PASSWORD = 'bench-secret-1';

/** A pharmacy's stock list: every 10th row without barcode (generated), every 50th unreadable. */
export function generatedCsv(rows: number): string {
  const lines = ['name,barcode,category,quantity,cost_price,retail_price,units_per_box,expiration_date'];
  for (let i = 1; i <= rows; i += 1) {
    const barcode = i % 10 === 0 ? '' : `62${String(i).padStart(11, '0')}`;
    const cost = i % 50 === 0 ? '$4.10' : (1 + (i % 97) / 10).toFixed(2);
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      `Product ${i} ${(i % 9) * 50 + 50}mg,${barcode},medications,${(i % 40) + 1},${cost},${(Number.parseFloat(cost.replace('$', '')) * 1.4).toFixed(2)},${(i % 3) * 10 + 10},2028-${month}-15`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export default async function run(): Promise<BenchResult> {
  const csv = generatedCsv(ROWS);
  const rows: BenchResult['rows'] = [];
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  for (const [label, url] of targets) rows.push(...(await benchDatabase(label, url, csv)));
  return {
    title: `CSV import into a draft, ${ROWS.toLocaleString('en')} rows (${(csv.length / 1e6).toFixed(2)} MB), HTTP`,
    rows,
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined, csv: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-bench-csv-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const app = await buildApp({ config, database, mailer: new MemoryMailer(), logger: false });
  try {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const email = `bench-${Date.now()}@bench.assist`;
    await database.db.insert(users).values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Bench',
      lastName: 'Owner',
      userType: 'retailer',
      retailerType: 'pharmacy',
      businessName: 'Bench Pharmacy',
      emailVerified: true,
      isActive: true,
      subscriptionPlan: 'super',
      subscriptionStatus: 'active',
    });
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`);

    const results: BenchResult['rows'] = [];
    for (let runNo = 1; runNo <= RUNS; runNo += 1) {
      const form = new FormData();
      form.append('csv', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/inventory/csv-import`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      const body = (await response.json()) as { importedRows?: number; skippedRows?: unknown[]; message?: string };
      const seconds = (performance.now() - started) / 1000;
      if (response.status !== 201) throw new Error(`import failed: ${response.status} ${body.message}`);
      results.push({
        database: label,
        run: runNo,
        rows: ROWS,
        imported: body.importedRows ?? 0,
        skipped: body.skippedRows?.length ?? 0,
        seconds: Number(seconds.toFixed(2)),
        'rows/s': Math.round(ROWS / seconds),
        'goal <5 s': seconds < 5 ? 'met' : 'MISSED',
      });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
