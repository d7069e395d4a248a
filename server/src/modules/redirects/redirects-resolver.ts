import type { Db } from '../../db/database.ts';
import type { SitePathResolver } from '../sites/published-sites.ts';
import { findRedirectFrom } from './redirects.queries.ts';

/** Redirects come before pages, so a redirect can take a page's address over. */
export function redirectsResolver(db: Db): SitePathResolver {
  return {
    name: 'redirects',
    async resolve({ landing, path }) {
      const redirect = await findRedirectFrom(db, landing.id, path);
      if (!redirect) return undefined;
      return { kind: 'redirect', status: redirect.status_code === 302 ? 302 : 301, location: redirect.to_url, redirectId: redirect.id };
    },
  };
}
