import type { AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    name: '0001-places',
    async up(db) {
      await db.schema
        .createTable('places_places')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
        .addColumn('place_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('maps_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rating', 'numeric(2, 1)')
        .addColumn('review_count', 'integer')
        .addColumn('reviews', 'jsonb', (c) => c.notNull().defaultTo('[]'))
        .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('places_places_agency_place', ['agency_id', 'place_id'])
        .execute();
      await db.schema
        .createTable('places_sites')
        .addColumn('place_row_id', 'integer', (c) => c.notNull().references('places_places.id').onDelete('cascade'))
        .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('places_sites_pk', ['place_row_id', 'landing_id'])
        .execute();
    },
  },
];
