import type { Db } from '../../db/database.ts';

export function findAgencyEditorFacts(db: Db, agencyId: number) {
  return db
    .selectFrom('agencies')
    .select((eb) => eb('openai_api_key', 'is not', null).as('has_ai_key'))
    .where('id', '=', agencyId)
    .executeTakeFirst();
}
