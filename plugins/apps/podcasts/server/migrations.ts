import type { AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    // An imported episode remembers its feed item, so importing the feed again updates it instead of adding it twice.
    name: '0001-episode-guids',
    async up(db) {
      await db.schema.alterTable('episodes').addColumn('guid', 'text').execute();
      await db.schema.createIndex('podcasts_episodes_guid_unique').on('episodes').columns(['landing_id', 'guid']).unique().execute();
    },
  },
];
