import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { elementCatalogue } from './host/build/element-catalogue.ts';

const CLIENT_FOLDERS = ['core', 'sdk', 'plugins', 'host'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The client test files that replace a module with `vi.mock`. They run isolated: in a worker
 * whose files share their imports, the mock would stand in for the real module in the files
 * after them.
 */
function clientFilesThatMock(): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') visit(path);
      } else if (TEST_FILE.test(entry.name) && /\bvi\.mock\(/.test(readFileSync(path, 'utf8'))) {
        found.push(path);
      }
    }
  };
  for (const folder of CLIENT_FOLDERS) visit(folder);
  return found;
}

const mocking = clientFilesThatMock();
const clientFiles = [`{${CLIENT_FOLDERS.join(',')}}/**/*.test.{ts,tsx}`];
const NOT_SOURCE = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  // The designer's installed elements import the manifest's catalogue, as in the build.
  plugins: [elementCatalogue()],
  test: {
    exclude: [...NOT_SOURCE, 'tests/e2e/**'],
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
      {
        extends: true,
        test: {
          name: 'client',
          include: clientFiles,
          // A project's exclude replaces the shared one rather than adding to it.
          exclude: [...NOT_SOURCE, ...mocking],
          // As on the server: importing React, the host and the plugins once per worker rather
          // than once per file took the client suite from 292 s to about 100 s. Each file starts
          // as if in a worker of its own (host/src/test/fresh-test-file.ts).
          isolate: false,
          setupFiles: ['./host/src/test/fresh-test-file.ts'],
        },
      },
      { extends: true, test: { name: 'client-mocking', include: mocking } },
    ],
  },
});
