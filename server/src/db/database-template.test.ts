import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildDatabaseTemplate } from '../bin/build-database-template.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

const folder = mkdtempSync(join(tmpdir(), 'tessera-template-'));
const template = join(folder, 'template');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('starts an empty data dir as a copy of the built template, migrated, and never copies it over a database that exists', async () => {
  await buildDatabaseTemplate(template);
  const dataDir = join(folder, 'install');

  const first = openDatabase({ dataDir, initialDataDir: template });
  const applied = await first.selectFrom('kysely_migration' as never).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  expect(Number((applied as { count: number }).count)).toBe(Object.keys(migrations).length);
  await migrateToLatest(first);
  await first.insertInto('users').values({ email: 'kept@example.test', name: 'Kept', password_hash: 'x', role: 'Admin' }).execute();
  await first.destroy();

  const second = openDatabase({ dataDir, initialDataDir: template });
  const users = await second.selectFrom('users').select('email').execute();
  await second.destroy();
  expect(users.map((user) => user.email)).toEqual(['kept@example.test']);
  // Building the template runs every migration and the seed on PGlite: 10–25 s alone, more beside the other test files.
}, 120_000);
