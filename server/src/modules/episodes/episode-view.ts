import type { Episode } from '@tessera/core';
import type { EpisodeRow } from '../../db/schema-site-content.ts';

export function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    landing_id: row.landing_id,
    title: row.title,
    unique_name: row.unique_name,
    description: row.description,
    audio_url: row.audio_url,
    image: row.image,
    duration_seconds: row.duration_seconds,
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
