import { createServiceContainer, defineApp, type AppMigration } from '@tessera/sdk';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { runAppMigrations } from './app-migrations.ts';
import type { InstalledApp } from './installed-apps.ts';
import { OwnTablesOnly } from './own-tables.ts';

/** An app's database handle reaches its own tables (named after its id) and nothing else. */

let database: TestDatabase;
// An app's own handle is untyped over the platform's tables, as the SDK hands it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let appDb: Kysely<any>;

const createTable = (name: string): AppMigration => ({
  name: `0001-${name}`,
  async up(db) {
    await db.schema
      .createTable(name)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('landing_id', 'integer', (c) => c.references('landings.id').onDelete('cascade'))
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
  },
});

function installed(appId: string, migrations: AppMigration[]): InstalledApp[] {
  const definition = defineApp({ id: appId, version: '1.0.0', label: 'Quiz', premium: false, directory: { description: 'A quiz for the table test.', icon: 'quiz' } });
  return [{ definition, server: { migrations }, context: { appId, db: database.db, services: createServiceContainer(), config: {} } }];
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runAppMigrations(database.db, installed('acme-quiz', [createTable('acme_quiz_answers')]));
  appDb = database.db.withPlugin(new OwnTablesOnly('acme-quiz'));
});
afterAll(async () => {
  await database.drop();
});

describe("an app's own tables", () => {
  it('lets a migration create a table named after the app, pointing at the platform’s websites', async () => {
    await appDb.insertInto('acme_quiz_answers').values({ body: 'Blue' }).execute();
    const rows = await appDb.selectFrom('acme_quiz_answers as a').select(['a.body', 'a.landing_id']).execute();
    expect(rows).toEqual([{ body: 'Blue', landing_id: null }]);
    const foreignKeys = await sql<{ target: string }>`select confrelid::regclass::text as target from pg_constraint where conrelid = 'acme_quiz_answers'::regclass and contype = 'f'`.execute(database.db);
    expect(foreignKeys.rows).toEqual([{ target: 'landings' }]);
  });

  it('stops a migration making a table without the app’s prefix at boot, naming the app and the table', async () => {
    await expect(runAppMigrations(database.db, installed('acme-poll', [createTable('answers')]))).rejects.toThrow(/App "acme-poll".*0001-answers.*only its own tables, named "acme_poll_…".*"answers"/s);
    const made = await sql<{ found: string | null }>`select to_regclass('answers')::text as found`.execute(database.db);
    expect(made.rows).toEqual([{ found: null }]);
  });

  it('refuses reads and writes of the platform’s tables and of another app’s before they reach the database', async () => {
    const usersBefore = await database.db.selectFrom('users').select('id').execute();
    expect(() => appDb.selectFrom('landings').selectAll().compile()).toThrow('App "acme-quiz" may use only its own tables, named "acme_quiz_…"; it asked for "landings"');
    await expect(appDb.deleteFrom('users').execute()).rejects.toThrow(/asked for "users"/);
    await expect(appDb.selectFrom('acme_quiz_answers').innerJoin('blog_posts', 'blog_posts.landing_id', 'acme_quiz_answers.landing_id').selectAll().execute()).rejects.toThrow(/asked for "blog_posts"/);
    await expect(appDb.selectFrom('public.acme_quiz_answers').selectAll().execute()).rejects.toThrow(/asked for "public.acme_quiz_answers"/);
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
  });

  it('keeps the rule inside the app’s transactions', async () => {
    await expect(appDb.transaction().execute((trx) => trx.updateTable('landings').set({ title: 'Taken' }).execute())).rejects.toThrow(/asked for "landings"/);
  });
});
