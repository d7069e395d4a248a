import type { Kysely } from 'kysely';

/** The prompt an AI image was made from, kept with the file it was uploaded as. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('image_prompt', 'text').execute();
}
