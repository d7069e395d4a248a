import type { Db } from '../../db/database.ts';
import { escapeMarkup } from './escape-markup.ts';
import { pagePath } from './publisher.ts';
import type { SitePathResolver } from './published-sites.ts';
import { absoluteAssetUrl } from './site-settings.ts';
import { findPublishedPage, listPublishedPages } from './site-pages.ts';

/** Published pages: "/" is the home page, "/<unique_name>" any page (the home page too). */
export function pagesResolver(db: Db): SitePathResolver {
  return {
    name: 'pages',
    async resolve({ landing, path }, sites) {
      const page = await findPublishedPage(db, landing, path);
      if (!page) return undefined;
      const body = await sites.pageBody(page.id, page.published_etag);
      return body && { kind: 'page', body };
    },
    async sitemapEntries(landing) {
      const pages = await listPublishedPages(db, landing.id);
      return pages.map((page) => ({ path: pagePath(page, landing.homePageId), lastModified: page.published_at ?? undefined }));
    },
  };
}

/** Every public address of the site, on the host the crawler asked. */
export const sitemapResolver: SitePathResolver = {
  name: 'sitemap.xml',
  async resolve({ landing, path, origin }, sites) {
    if (path !== '/sitemap.xml') return undefined;
    const entries = await sites.sitemapEntries(landing);
    const urls = entries.map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeMarkup(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
    return { kind: 'text', contentType: 'application/xml; charset=utf-8', body };
  },
};

/** The favicon of the landing settings; without one the path is not found. */
export const faviconResolver: SitePathResolver = {
  name: 'favicon.ico',
  async resolve({ landing, path, origin }) {
    if (path !== '/favicon.ico') return undefined;
    const url = absoluteAssetUrl(landing.settings.favicon, origin);
    // A favicon setting naming this very address would send browsers round in circles.
    return url && url !== `${origin}/favicon.ico` ? { kind: 'redirect', status: 302, location: url } : undefined;
  },
};
