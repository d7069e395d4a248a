import { sql, type Kysely } from 'kysely';

/**
 * Contacts become a small CRM. Each contact says where it came from (`source`), so the list
 * filters by it; a card lead is now also a contact of its card's website (linked by
 * `card_contact_id`, so the card's own lead list keeps its rows), and contacts carry tags of
 * their website's own. Paid orders already name their contact: those become 'checkout', and the
 * card leads taken before this migration are copied in as contacts, so the list is whole at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('form').check(sql`source in ('form', 'card_lead', 'checkout')`))
    .execute();
  // A deleted card takes its leads with it; the contacts they became stay the website's.
  await db.schema.alterTable('contacts').addColumn('card_contact_id', 'integer', (c) => c.references('card_contacts.id').onDelete('set null')).execute();
  await sql`update contacts set source = 'checkout' where id in (select contact_id from shop_orders where contact_id is not null)`.execute(db);
  await sql`
    insert into contacts (landing_id, page_id, element_id, fields, ip_hash, created_at, source, card_contact_id)
    select cards.landing_id, null, '', card_contacts.fields, card_contacts.ip_hash, card_contacts.created_at, 'card_lead', card_contacts.id
    from card_contacts join cards on cards.id = card_contacts.card_id
    order by card_contacts.id
  `.execute(db);

  await db.schema
    .createTable('contact_tags')
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    // The contact's website, kept beside it so the website's tags are listed without a join.
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contact_tags_pkey', ['contact_id', 'tag'])
    .execute();
  await db.schema.createIndex('contact_tags_landing_tag_idx').on('contact_tags').columns(['landing_id', 'tag']).execute();
}
