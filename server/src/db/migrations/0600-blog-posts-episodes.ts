import type { Kysely } from 'kysely';

/**
 * Created the blog's posts and the podcasts' episodes, before apps had migrations of their own.
 * Those apps now create their tables themselves (their "0000" migrations, which keep the tables
 * and rows an install made here); the name stays so earlier installs' histories stay complete.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}
