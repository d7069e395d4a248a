import type { AppMigration } from '@tessera/sdk';
import { Migrator } from 'kysely/migration';
import type { Db } from '../db/database.ts';
import { migratedAlready } from '../db/migrated-already.ts';
import type { InstalledApp } from './installed-apps.ts';
import { OwnTablesOnly } from './own-tables.ts';

/** Each app keeps its own migration history, so its migration names are its own business. */
export const appMigrationTable = (appId: string) => `app_${appId.replaceAll('-', '_')}_migrations`;

/** Brings every app's tables up to date, app by app; a failing migration stops the server at boot, naming the app. */
export async function runAppMigrations(db: Db, apps: readonly InstalledApp[]): Promise<void> {
  for (const app of apps) {
    const migrations = app.server.migrations ?? [];
    if (migrations.length === 0) continue;
    const table = appMigrationTable(app.definition.id);
    if (await migratedAlready(db, table, migrations.map((migration) => migration.name))) continue;
    // The history table is the platform's; the migrations themselves reach only the app's tables.
    const ownTables = new OwnTablesOnly(app.definition.id);
    const byName = Object.fromEntries(migrations.map((migration: AppMigration) => [migration.name, { up: (database: Db) => migration.up(database.withPlugin(ownTables)) }]));
    // Unordered, as the platform's: a migration named before ones already run still runs (the blog's and podcasts' 0000, written after their 0001).
    const migrator = new Migrator({ db, provider: { getMigrations: async () => byName }, migrationTableName: table, migrationLockTableName: `${table}_lock`, allowUnorderedMigrations: true });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) throw new Error(`App "${app.definition.id}": migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
