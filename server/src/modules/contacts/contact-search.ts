import { sql } from 'kysely';
import { likePattern } from '../landings/landings.queries.ts';

/**
 * Whether a contact (aliased `c`) has an answer matching `search`, case-insensitively. Answers
 * only: the field names are the form's, not the visitor's. The list and the CSV export share it,
 * so the export holds exactly what the searched list shows.
 */
export const answersMatch = (search: string) => sql<boolean>`exists (select 1 from jsonb_each_text(c.fields) as f where f.value ilike ${likePattern(search)})`;
