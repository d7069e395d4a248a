import { createListingSettingTable, sql, type AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    // The episodes table, which the platform created for podcasts (as "episodes") before apps had
    // migrations: where an install has it already (renamed by the platform's 0719), it and its rows are kept.
    name: '0000-episodes',
    async up(db) {
      await db.schema
        .createTable('podcasts_episodes')
        .ifNotExists()
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('unique_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('audio_url', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('duration_seconds', 'integer')
        .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('published_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('episodes_landing_unique_name', ['landing_id', 'unique_name'])
        .execute();
      await db.schema.createIndex('episodes_landing_published_idx').ifNotExists().on('podcasts_episodes').columns(['landing_id', 'published_at']).execute();
    },
  },
  {
    // An imported episode remembers its feed item, so importing the feed again updates it instead of adding it twice.
    name: '0001-episode-guids',
    async up(db) {
      await db.schema.alterTable('podcasts_episodes').addColumn('guid', 'text').execute();
      await db.schema.createIndex('podcasts_episodes_guid_unique').on('podcasts_episodes').columns(['landing_id', 'guid']).unique().execute();
    },
  },
  {
    name: '0002-collections',
    async up(db) {
      await db.schema
        .createTable('podcasts_collections')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
        .addColumn('feed_url', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('episodes', 'jsonb', (c) => c.notNull().defaultTo('[]'))
        .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('podcasts_collections_agency_feed', ['agency_id', 'feed_url'])
        .execute();
      await db.schema
        .createTable('podcasts_collection_sites')
        .addColumn('collection_id', 'integer', (c) => c.notNull().references('podcasts_collections.id').onDelete('cascade'))
        .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('podcasts_collection_sites_pk', ['collection_id', 'landing_id'])
        .execute();
    },
  },
  {
    name: '0003-settings',
    up: (db) => createListingSettingTable(db, 'podcasts_settings'),
  },
];
