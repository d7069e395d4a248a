import type { Redirect } from '@tessera/core';
import type { RedirectRow } from '../../db/schema.ts';

export function toRedirect(row: RedirectRow): Redirect {
  return {
    id: row.id,
    landing_id: row.landing_id,
    from: row.from_path,
    to: row.to_url,
    status_code: row.status_code === 302 ? 302 : 301,
    hits: row.hits,
    last_hit_at: row.last_hit_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
