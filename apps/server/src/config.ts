import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, parsed once (README lists them). */
const Env = z.object({
  NODE_ENV: z.string().default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@assist.local'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Assist <no-reply@assist.local>'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  GEOCODER_URL: z.string().url().optional(),
  TRUST_PROXY: bool.default(false),
  SECURE_COOKIES: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  AUTH_LIMIT_SCALE: z.coerce.number().int().positive().default(1),
  WEB_DIST: z.string().optional(),
  HEAVY_READS_MAX: z.coerce.number().int().min(1).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  HEAVY_READS_QUEUE: z.coerce.number().int().min(0).default(2),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    geocoderUrl: e.GEOCODER_URL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.SECURE_COOKIES ?? false,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authLimitScale: e.AUTH_LIMIT_SCALE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    // Heavy reads at once per process (platform/heavy-reads.ts): PGlite's one connection, or a share of the pool's 10.
    // GET /metrics wants `Authorization: Bearer <it>`; unset, only loopback is served.
    metricsToken: e.METRICS_TOKEN,
    heavyReads: { max: e.HEAVY_READS_MAX ?? (e.DATABASE_URL ? 4 : 2), queue: e.HEAVY_READS_QUEUE },
  };
}
