import type { Generated } from '@tessera/sdk';

/**
 * The app's table. It is older than the app contract (the platform's migration 0600 made it,
 * and history cannot be rewritten on existing databases), hence its name without the app's
 * prefix; the app's own migrations change it from there.
 */
export type EpisodeTables = {
  episodes: {
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
