import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: database-backed files each start their own PGlite or PostgreSQL database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{server,tests}/**/*.test.{ts,tsx}'],
          // Each file builds its own app on its own fresh database and mocks no module, so the
          // files of a worker share one import of the server and its plugins: importing it
          // again for every file took two thirds of the suite's time.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'client', include: ['{core,sdk,plugins,host}/**/*.test.{ts,tsx}'] } },
    ],
  },
});
