import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_CARD, E2E_DEMO } from './e2e/support/accounts.ts';

/**
 * Each Playwright worker has a server and a database of its own (ports E2E_PORT, E2E_PORT + 1, …),
 * so tests that edit the demo agency's pages and settings never meet another worker's changes.
 * Two by default: a journey spends most of its time waiting on the browser and the server, and
 * with two the suite took 14.9 instead of 21.9 minutes on the 2-core machine (2026-11-30, with two
 * more builds running beside it); E2E_WORKERS=1 runs them one after another.
 */
const SERVERS = Number(process.env.E2E_WORKERS ?? 2);
// A port of this run's own, so a server someone left running on a usual port is never tested by mistake.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const firstPort = Number(process.env.E2E_PORT);
// Playwright sets TEST_PARALLEL_INDEX in a worker before this file is evaluated there: 0 … workers - 1.
const workerPort = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// This file is evaluated again in every worker; the environment carries the first run's choice to them.
if (process.env.DATABASE_URL) {
  process.env.TESSERA_E2E_DATABASE ??= `tessera_e2e_${Date.now().toString(36)}`;
} else {
  process.env.TESSERA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
}

/** The database of server `index`: its own PostgreSQL database or its own PGlite folder, removed by the global teardown. */
function serverDatabase(index: number): Record<string, string> {
  return process.env.DATABASE_URL
    ? { TESSERA_E2E_DATABASE: `${process.env.TESSERA_E2E_DATABASE}_${index}` }
    : { TESSERA_E2E_DATA_DIR: join(process.env.TESSERA_E2E_DATA_DIR!, String(index)) };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './.output',
  globalTeardown: './e2e/support/global-teardown.ts',
  workers: SERVERS,
  // On a machine whose Chromium opens the designer in 2.5 s rather than 1 s, the longest journeys pass 60 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The run ends by naming its slowest spec files, where the suite's time (CI's 30-minute aim) goes.
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    baseURL: `http://localhost:${workerPort}`,
    // Off unless asked for (E2E_TRACE=retain-on-failure, or on): a trace records the page's
    // screencast and DOM after every action of every test, and keeping the failed ones' cost
    // 50–70 % more time over three spec files (150–175 s against 101–105 s, 2026-12-02), while
    // CI keeps none of its files. Re-run a failed test with it to see what happened.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these Chromium keeps dialling Google services this offline machine cannot reach.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: SERVERS }, (_, index) => ({
    command: 'node --import tsx e2e/support/start-e2e-server.ts',
    url: `http://localhost:${firstPort + index}/api/v1/config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(firstPort + index),
      ...serverDatabase(index),
      LOG_LEVEL: 'warn',
      // The fake AI, so the AI screens are offered and write without a model.
      TESSERA_AI_PROVIDER: 'fake',
      TESSERA_ADMIN_EMAIL: E2E_ADMIN.email,
      TESSERA_ADMIN_PASSWORD: E2E_ADMIN.password,
      TESSERA_DEMO_EMAIL: E2E_DEMO.email,
      TESSERA_DEMO_PASSWORD: E2E_DEMO.password,
      TESSERA_DEMO_CARD_EMAIL: E2E_CARD.email,
      TESSERA_DEMO_CARD_PASSWORD: E2E_CARD.password,
    },
  })),
});
