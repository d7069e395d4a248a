import { sql, type Kysely } from 'kysely';

/** A blog post's share id, like a page's: whoever holds it may copy the post into a website of their own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('unique_id', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .execute();
}
