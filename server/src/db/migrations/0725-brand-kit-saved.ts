import { sql, type Kysely } from 'kysely';

/**
 * When the agency last saved a website's brand kit itself: a kit copied from the template the
 * website started from is not a kit the agency set (the getting-started step "Set your brand kit").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table landings add column brand_kit_saved_at timestamptz`.execute(db);
}
