import { sql, type Kysely } from 'kysely';

/**
 * Statistics get a permission of their own, `stats.view`; until now `pages.view` opened them.
 * Decision: every sub-user who holds `pages.view` on a website is given `stats.view` there, so
 * nobody loses what they saw the day before. The owner could not withhold statistics from a page
 * viewer until now, so an existing grant is no decision to hide them; owners untick the new box
 * where they want them hidden, and grants made from now on include statistics only when ticked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update user_landings
    set permissions = permissions || '["stats.view"]'::jsonb
    where permissions ? 'pages.view' and not permissions ? 'stats.view'
  `.execute(db);
}
