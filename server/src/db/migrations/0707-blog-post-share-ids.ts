import type { Kysely } from 'kysely';

/** Gave blog posts their share ids; the blog app's own "0000-posts" migration does so now (see 0600). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
