import { sql, type Kysely } from 'kysely';

/**
 * Who holds a card (spec §3 card users: a CardUser's permissions come from their first one,
 * §6), the requests to hand a card to someone else (§4: confirmed or declined by the
 * receiver), the leads its lead form collects (card contacts), and the lead form itself
 * (LeadForm copy and FieldList).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('lead_form', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  await db.schema
    .createTable('card_users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('card_users_card_user_key', ['card_id', 'user_id'])
    .execute();
  await db.schema.createIndex('card_users_user_idx').on('card_users').column('user_id').execute();
  await db.schema
    .createTable('card_transfers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('from_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'declined')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // One open request per card: a second is refused until the first is answered.
  await sql`create unique index card_transfers_one_pending on card_transfers (card_id) where status = 'pending'`.execute(db);
  await db.schema.createIndex('card_transfers_to_idx').on('card_transfers').column('to_user_id').execute();
  await db.schema
    .createTable('card_contacts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('card_contacts_card_idx').on('card_contacts').columns(['card_id', 'id']).execute();
}
