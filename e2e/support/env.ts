import { fileURLToPath } from 'node:url';

/** Where the e2e server keeps its data; the web server command wipes it at the start of each run. */
export const e2ePort = Number(process.env.E2E_PORT ?? 5077);
export const e2eDataDir = fileURLToPath(new URL(`../.artifacts/data-${e2ePort}`, import.meta.url));
export const admin = { email: 'admin@e2e.assist', password: 'admin-e2e-123' };

export const e2eEnv: Record<string, string> = {
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  DATA_DIR: e2eDataDir,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  // Every journey signs in and registers from 127.0.0.1: the per-address budgets times 10.
  AUTH_LIMIT_SCALE: '10',
};
