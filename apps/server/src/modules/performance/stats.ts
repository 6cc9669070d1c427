import type { CostEstimate, PerformanceStats } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { RequestMetrics } from './request-metrics.js';

/** The database's size on disk, as PostgreSQL reports it (PGlite answers the same function). */
async function databaseSize(database: Database): Promise<number | null> {
  const [row] = rowsOf<{ size: string | number }>(
    await database.db.execute(sql`select pg_database_size(current_database()) as size`),
  );
  return row ? Number(row.size) : null;
}

function uptimeSeconds(metrics: RequestMetrics, now: number): number {
  return Math.max(0, (now - metrics.startedAt.getTime()) / 1000);
}

export async function performanceStats(
  metrics: RequestMetrics,
  database: Database,
  now = Date.now(),
): Promise<PerformanceStats> {
  const memory = process.memoryUsage();
  return {
    startedAt: metrics.startedAt.toISOString(),
    uptimeSeconds: Math.round(uptimeSeconds(metrics, now)),
    nodeVersion: process.version,
    database: { kind: database.kind, sizeBytes: await databaseSize(database), sizeSource: 'pg_database_size' },
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
    requests: metrics.figures(),
  };
}

/** The projection's fixed assumptions, printed with the answer. */
export const projection = { clients: 100, requestsPerClientPerDay: 2_000, daysPerMonth: 30 } as const;

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * What serving costs, as measured by this process since it started (CPU time per request, bytes
 * per response, request rate), projected to `projection.clients` shops. No price is invented:
 * CPU hours and transfer are what a hosting bill is made of; the reader applies their own rates.
 */
export function costEstimate(metrics: RequestMetrics, now = Date.now()): CostEstimate {
  const requests = metrics.requests;
  const seconds = uptimeSeconds(metrics, now);
  const cpu = process.cpuUsage(metrics.cpuAtStart);
  const cpuMsPerRequest = requests > 0 ? (cpu.user + cpu.system) / 1000 / requests : null;
  const averageResponseBytes = metrics.averageResponseBytes();
  const { clients, requestsPerClientPerDay, daysPerMonth } = projection;
  const requestsPerMonth = clients * requestsPerClientPerDay * daysPerMonth;
  return {
    measured: {
      requests,
      uptimeSeconds: Math.round(seconds),
      requestsPerMinute: seconds > 0 ? round(requests / (seconds / 60)) : 0,
      cpuMsPerRequest: cpuMsPerRequest === null ? null : round(cpuMsPerRequest, 3),
      averageResponseBytes: averageResponseBytes === null ? null : Math.round(averageResponseBytes),
    },
    projection: {
      clients,
      requestsPerClientPerDay,
      requestsPerMonth,
      cpuHoursPerMonth: cpuMsPerRequest === null ? null : round((cpuMsPerRequest * requestsPerMonth) / 3_600_000),
      transferGigabytesPerMonth:
        averageResponseBytes === null ? null : round((averageResponseBytes * requestsPerMonth) / 1e9, 3),
    },
    assumptions: [
      'Measured by this server process since it started, over every /api request it served.',
      'CPU time is the whole process (user + system), so it includes background work and start-up.',
      `Each of the ${clients} clients makes ${requestsPerClientPerDay} API requests a day, ${daysPerMonth} days a month.`,
      'Requests in the projection cost what the measured ones cost on average.',
      'Response bytes count bodies with a known length, before any compression by a proxy.',
    ],
  };
}
