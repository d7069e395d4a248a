import { sql, type Kysely } from 'kysely';

/** When the agency's owner hid the getting-started checklist; null while it shows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agencies add column onboarding_dismissed_at timestamptz`.execute(db);
}
