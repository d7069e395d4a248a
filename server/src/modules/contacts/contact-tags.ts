import { CONTACT_TAGS_PER_CONTACT } from '@tessera/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';

type Tx = Transaction<Database>;

/**
 * The spelling the website already uses for `tag`, or `tag` itself: tags are told apart without
 * regard to case, so "VIP" typed as "vip" joins the contacts already tagged "VIP".
 */
async function spelledAsBefore(tx: Tx, landingId: number, tag: string): Promise<string> {
  const known = await tx
    .selectFrom('contact_tags')
    .select('tag')
    .where('landing_id', '=', landingId)
    .where(sql<boolean>`lower(tag) = lower(${tag})`)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return known?.tag ?? tag;
}

/** Replaces one contact's tags with `tags` (already checked to be the website's contact). */
export async function setContactTags(tx: Tx, landingId: number, contactId: number, tags: readonly string[]): Promise<void> {
  const spelled: string[] = [];
  for (const tag of tags) {
    const known = await spelledAsBefore(tx, landingId, tag);
    if (!spelled.some((kept) => kept.toLowerCase() === known.toLowerCase())) spelled.push(known);
  }
  await tx.deleteFrom('contact_tags').where('contact_id', '=', contactId).where('tag', 'not in', spelled.length > 0 ? spelled : ['']).execute();
  if (spelled.length === 0) return;
  await tx
    .insertInto('contact_tags')
    .values(spelled.map((tag) => ({ contact_id: contactId, landing_id: landingId, tag })))
    .onConflict((oc) => oc.columns(['contact_id', 'tag']).doNothing())
    .execute();
}

/**
 * Adds `tag` to each contact that lacks it (all checked to be the website's). Refused, with
 * nothing changed, when a contact lacking it already carries the most tags a contact may.
 */
export async function addTagToContacts(tx: Tx, landingId: number, contactIds: readonly number[], tag: string): Promise<void> {
  const spelled = await spelledAsBefore(tx, landingId, tag);
  const full = await tx
    .selectFrom('contact_tags')
    .select('contact_id')
    .where('contact_id', 'in', contactIds)
    .groupBy('contact_id')
    .having((eb) => eb.fn.countAll(), '>=', CONTACT_TAGS_PER_CONTACT)
    .having(sql<boolean>`bool_and(tag <> ${spelled})`)
    .execute();
  if (full.length > 0) {
    throw validationFailed({ tag: [`${full.length === 1 ? 'One contact already carries' : `${full.length} contacts already carry`} ${CONTACT_TAGS_PER_CONTACT} tags, the most a contact may.`] });
  }
  await tx
    .insertInto('contact_tags')
    .values(contactIds.map((contactId) => ({ contact_id: contactId, landing_id: landingId, tag: spelled })))
    .onConflict((oc) => oc.columns(['contact_id', 'tag']).doNothing())
    .execute();
}
