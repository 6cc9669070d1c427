import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { e2eEnv, e2ePort } from './support/env';

// The built app (npm run build) served by the real server on a fresh embedded database.
export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh database every run. (Playwright loads this file in every worker too, so the wipe
    // lives in the command, which runs once, not at import time.)
    command: `rm -rf e2e/.artifacts/data-${e2ePort} && node apps/server/dist/main.js`,
    cwd: '..',
    url: `http://127.0.0.1:${e2ePort}/api/health`,
    // The first start creates the database and seeds the demo pharmacy: ~15 s idle, far more on a
    // loaded machine.
    timeout: 180_000,
    reuseExistingServer: false,
    env: e2eEnv,
    stdout: 'pipe',
  },
});
