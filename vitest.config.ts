import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{core,sdk,plugins,host,server,tests}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: database-backed files each start their own PGlite or PostgreSQL database.
    maxWorkers: 2,
  },
});
