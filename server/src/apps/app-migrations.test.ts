import { createServiceContainer, defineApp, type AppMigration } from '@tessera/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { appMigrationTable, runAppMigrations } from './app-migrations.ts';
import type { InstalledApp } from './installed-apps.ts';

/** An app's migrations at each restart: applied once, the new ones picked up, nothing run twice. */

let database: TestDatabase;
const ran: string[] = [];

const migration = (name: string, statement: string): AppMigration => ({
  name,
  async up(db) {
    ran.push(name);
    await sql.raw(statement).execute(db);
  },
});

const first = migration('0001-notes', 'create table app_notes_test_notes (id serial primary key, body text not null)');
const second = migration('0002-note-pinned', 'alter table app_notes_test_notes add column pinned boolean not null default false');

function installed(migrations: AppMigration[]): InstalledApp[] {
  const definition = defineApp({ id: 'notes-test', version: '1.0.0', label: 'Notes', premium: false, directory: { description: 'Notes for the migration test.', icon: 'note' } });
  return [{ definition, server: { migrations }, context: { appId: definition.id, db: database.db, services: createServiceContainer(), config: {} } }];
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("an app's migrations across restarts", () => {
  it('applies them on the first start and runs none again on a restart with nothing new', async () => {
    await runAppMigrations(database.db, installed([first]));
    await runAppMigrations(database.db, installed([first]));
    expect(ran).toEqual(['0001-notes']);
    const history = await sql<{ name: string }>`select name from ${sql.table(appMigrationTable('notes-test'))}`.execute(database.db);
    expect(history.rows.map((row) => row.name)).toEqual(['0001-notes']);
  });

  it('applies a migration the app added since the last start', async () => {
    await runAppMigrations(database.db, installed([first, second]));
    expect(ran).toEqual(['0001-notes', '0002-note-pinned']);
    await sql`insert into app_notes_test_notes (body, pinned) values ('Call back', true)`.execute(database.db);
    const notes = await sql<{ pinned: boolean }>`select pinned from app_notes_test_notes`.execute(database.db);
    expect(notes.rows).toEqual([{ pinned: true }]);
  });
});
