import type { SitePathResolver } from '../sites/published-sites.ts';

/** What a website serves until its owner writes its own: everything may be crawled, and the sitemap is named. */
export function defaultRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export const robotsResolver: SitePathResolver = {
  name: 'robots.txt',
  async resolve({ landing, path, origin }) {
    if (path !== '/robots.txt') return undefined;
    return { kind: 'text', contentType: 'text/plain; charset=utf-8', body: landing.robotsText ?? defaultRobots(origin) };
  },
};
