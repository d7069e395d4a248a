import type { Generated } from '@tessera/sdk';

/**
 * The app's table. The platform's migration 0600 made it as "episodes" before apps had tables
 * of their own; its migration 0719 gave it the app's prefix, and the app's migrations change it from there.
 */
export type EpisodeTables = {
  podcasts_episodes: {
    id: Generated<number>;
    landing_id: number;
    title: string;
    /** The episode's address under /episodes/, unique on its website. */
    unique_name: string;
    description: Generated<string>;
    /** An http(s) address or a path on the site. */
    audio_url: string;
    image: Generated<string>;
    duration_seconds: number | null;
    published: Generated<boolean>;
    published_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** The feed item an imported episode came from (its guid, else its audio address); null for one written here. */
    guid: string | null;
  };
};

/** Podcast collections: shows an agency keeps, and the websites that show each. */
export type CollectionTables = {
  podcasts_collections: {
    id: Generated<number>;
    agency_id: number;
    feed_url: string;
    title: string;
    image: string;
    /** The show's newest episodes as last read (JSON of the collection episode schema), newest first. */
    episodes: unknown;
    refreshed_at: Date;
    created_at: Date;
  };
  podcasts_collection_sites: {
    collection_id: number;
    landing_id: number;
  };
};
