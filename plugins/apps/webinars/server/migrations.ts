import type { AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    name: '0001-webinars',
    async up(db) {
      await db.schema
        .createTable('webinars_webinars')
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('oauth_accounts.id').onDelete('cascade'))
        .addColumn('webinar_key', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ends_at', 'timestamptz')
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('registration_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('webinars_webinars_pk', ['account_id', 'webinar_key'])
        .execute();
      await db.schema.createIndex('webinars_webinars_agency').on('webinars_webinars').column('agency_id').execute();
    },
  },
];
