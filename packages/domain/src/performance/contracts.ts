import { z } from 'zod';

/** Latency percentiles in milliseconds over the requests a reservoir kept (null before any request). */
export const LatencyPercentiles = z.object({
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
});
export type LatencyPercentiles = z.infer<typeof LatencyPercentiles>;

/** Requests served since the server started, for the whole API or one group of routes. */
export const RequestFigures = z.object({
  count: z.number().int(),
  errors: z.number().int(),
  latencyMs: LatencyPercentiles,
});
export type RequestFigures = z.infer<typeof RequestFigures>;

/** GET /api/performance/stats: the running server, measured (spec part 1 §7, issue 17). */
export const PerformanceStats = z.object({
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  nodeVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Bytes on disk; null when it cannot be measured (PGlite in memory). */
    sizeBytes: z.number().nullable(),
    /** How the size was measured, e.g. "pg_database_size" or "DATA_DIR/pglite". */
    sizeSource: z.string(),
  }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  requests: RequestFigures.extend({
    /** The same figures per route group (the first path segment after /api, e.g. "inventory"). */
    byGroup: z.array(RequestFigures.extend({ group: z.string() })),
  }),
});
export type PerformanceStats = z.infer<typeof PerformanceStats>;

/** GET /api/performance/cost-estimate: measured cost of serving, projected with stated assumptions. */
export const CostEstimate = z.object({
  measured: z.object({
    requests: z.number().int(),
    uptimeSeconds: z.number(),
    requestsPerMinute: z.number(),
    /** Process CPU time (user + system) since start divided by requests served. */
    cpuMsPerRequest: z.number().nullable(),
    averageResponseBytes: z.number().nullable(),
  }),
  projection: z.object({
    clients: z.number().int(),
    requestsPerClientPerDay: z.number(),
    requestsPerMonth: z.number(),
    cpuHoursPerMonth: z.number().nullable(),
    transferGigabytesPerMonth: z.number().nullable(),
  }),
  /** Every assumption the projection rests on, in plain words. */
  assumptions: z.array(z.string()),
});
export type CostEstimate = z.infer<typeof CostEstimate>;

export const checkNames = ['database', 'migrations', 'sessionStore', 'mailTransport', 'offlineBundle'] as const;
export type CheckName = (typeof checkNames)[number];
export const checkStatuses = ['ok', 'warn', 'fail'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

/** One check of the running system: its verdict, how long it took, and what it found. */
export const SystemCheck = z.object({
  name: z.enum(checkNames),
  status: z.enum(checkStatuses),
  ms: z.number(),
  detail: z.string(),
});
export type SystemCheck = z.infer<typeof SystemCheck>;

/** GET /api/performance/checks: the five checks of /test-optimizations, in order. */
export const SystemChecks = z.object({ checkedAt: z.string(), checks: z.array(SystemCheck) });
export type SystemChecks = z.infer<typeof SystemChecks>;
