import { defineConfig } from 'vitest/config';

// The web app's unit tests (pure modules, no DOM). The root vitest.config.ts can list this
// folder as its `web` project.
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
