import { sql, type Kysely } from 'kysely';

/**
 * The episodes table that 0600 made takes the podcasts app's prefix: an app's `db` now reaches
 * only tables named after it. The platform renames it because the platform made it; the rows,
 * indexes and the app's migration history stay as they are. A fresh install has no such table
 * and the app's own "0000" creates it under the new name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table if exists episodes rename to podcasts_episodes`.execute(db);
}
