import type { AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    name: '0001-channels',
    async up(db) {
      await db.schema
        .createTable('video_channels_channels')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
        .addColumn('channel_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('uploads_playlist_id', 'text', (c) => c.notNull())
        .addColumn('subscriber_count', 'bigint')
        .addColumn('video_count', 'integer')
        .addColumn('videos', 'jsonb', (c) => c.notNull().defaultTo('[]'))
        .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('video_channels_channels_agency_channel', ['agency_id', 'channel_id'])
        .execute();
      await db.schema
        .createTable('video_channels_sites')
        .addColumn('channel_row_id', 'integer', (c) => c.notNull().references('video_channels_channels.id').onDelete('cascade'))
        .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('video_channels_sites_pk', ['channel_row_id', 'landing_id'])
        .execute();
    },
  },
];
