import { sql, type Kysely } from 'kysely';

/**
 * A website's global sections (GlobalSections of core: its shared header and footer): the draft
 * the designer edits, and what publishing last copied for the published pages to show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table landings add column global_sections jsonb not null default '{}'::jsonb`.execute(db);
  await sql`alter table landings add column published_global_sections jsonb not null default '{}'::jsonb`.execute(db);
}
