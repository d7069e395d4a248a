import type { ContactDetail } from '@tessera/core';
import { cardContentSchema } from '@tessera/sdk';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { CONTACT_COLUMNS, toContacts } from './contact-rows.ts';

/** How many of each kind of related record the detail lists, newest first. */
const RELATED_LIMIT = 50;

/**
 * One contact and what the website holds from the same person: the form submissions, orders and
 * card leads that are this contact or carry its e-mail (any answer, case-insensitively). Without
 * an e-mail only the records linked to the contact itself are found.
 */
export async function contactDetail(db: Db, landingId: number, contactId: number): Promise<ContactDetail> {
  const row = await db
    .selectFrom('contacts as c')
    .leftJoin('pages as p', 'p.id', 'c.page_id')
    .select([...CONTACT_COLUMNS, 'c.card_contact_id'])
    .where('c.landing_id', '=', landingId)
    .where('c.id', '=', contactId)
    .executeTakeFirst();
  if (!row) throw notFound('Contact');
  const [contact] = await toContacts(db, [row]);
  const email = contact!.email?.toLowerCase() ?? null;
  const answersHold = (table: string) => sql<boolean>`exists (select 1 from jsonb_each_text(${sql.ref(`${table}.fields`)}) as f where lower(f.value) = ${email})`;

  const [submissions, orders, leads] = await Promise.all([
    db
      .selectFrom('contacts as c')
      .leftJoin('pages as p', 'p.id', 'c.page_id')
      .select(CONTACT_COLUMNS)
      .where('c.landing_id', '=', landingId)
      .where('c.source', '=', 'form')
      .where((eb) => (email ? eb.or([eb('c.id', '=', contactId), answersHold('c')]) : eb('c.id', '=', contactId)))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
    db
      .selectFrom('shop_orders as o')
      .select(['o.id', 'o.status', 'o.items', 'o.total', 'o.currency', 'o.created_at'])
      .where('o.landing_id', '=', landingId)
      .where((eb) => (email ? eb.or([eb('o.contact_id', '=', contactId), eb(eb.fn('lower', ['o.email']), '=', email)]) : eb('o.contact_id', '=', contactId)))
      .orderBy('o.created_at', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
    db
      .selectFrom('card_contacts as cc')
      .innerJoin('cards', 'cards.id', 'cc.card_id')
      .select(['cc.id', 'cc.card_id', 'cc.fields', 'cc.created_at', 'cards.content'])
      .where('cards.landing_id', '=', landingId)
      .where((eb) => {
        const linked = eb('cc.id', '=', row.card_contact_id ?? 0);
        return email ? eb.or([linked, answersHold('cc')]) : linked;
      })
      .orderBy('cc.created_at', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
  ]);
  return {
    contact: contact!,
    submissions: await toContacts(db, submissions),
    orders: orders.map((order) => ({
      id: order.id,
      status: order.status,
      description: order.items.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name)).join(', '),
      total: order.total,
      currency: order.currency,
      created_at: order.created_at.toISOString(),
    })),
    card_leads: leads.map((lead) => ({
      id: lead.id,
      card_id: lead.card_id,
      card_name: cardContentSchema.safeParse(lead.content).data?.name || 'A card',
      fields: lead.fields,
      created_at: lead.created_at.toISOString(),
    })),
  };
}
