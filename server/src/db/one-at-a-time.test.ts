import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seedIfEmpty } from '../seed/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase, type Db } from './database.ts';
import { oneAtATime } from './one-at-a-time.ts';

/** Processes of one install starting together, each with its own pool on the same PostgreSQL database. */
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: TestDatabase;
let processes: Db[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  processes = [openDatabase({ databaseUrl: database.url! }), openDatabase({ databaseUrl: database.url! }), openDatabase({ databaseUrl: database.url! })];
});
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all(processes.map((db) => db.destroy()));
  await database.drop();
});

describe.skipIf(!onPostgres)('preparing the database one process at a time', () => {
  it('seeds an empty database once when several processes start together', async () => {
    const config = loadConfig({ TESSERA_ADMIN_EMAIL: 'admin@together.test', TESSERA_ADMIN_PASSWORD: 'together-admin-1' });
    const seeded = await Promise.all(processes.map((db) => oneAtATime(db, (connection) => seedIfEmpty(connection, config))));
    expect(seeded.filter((accounts) => accounts.length > 0)).toHaveLength(1);
    const admins = await database.db.selectFrom('users').select('email').where('role', '=', 'Admin').execute();
    expect(admins).toEqual([{ email: 'admin@together.test' }]);
  });

  it('lets the next process in once the first is done, and after a failure', async () => {
    await expect(oneAtATime(processes[0]!, async () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    await expect(oneAtATime(processes[1]!, async (connection) => (await connection.selectFrom('users').select('id').execute()).length)).resolves.toBeGreaterThan(0);
  });
});
