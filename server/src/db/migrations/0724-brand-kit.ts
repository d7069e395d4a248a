import { sql, type Kysely } from 'kysely';

/** A website's brand kit (BrandKit of core); null until it is set, when the default kit applies. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table landings add column brand_kit jsonb`.execute(db);
}
