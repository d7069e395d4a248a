import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A label the agency gives a backup (PUT backup-records/{id}), e.g. "before the redesign".
  await db.schema.alterTable('backup_records').addColumn('note', 'text', (c) => c.notNull().defaultTo('')).execute();
}
