import type { ReactElement } from 'react';
import { createServiceToken } from './service-container.ts';

/** What a site page of an app may say about the website it is on. */
export interface SiteFacts {
  /** The website's title. */
  name: string;
  description: string;
  /** The language its visitors read (settings), for dates and numbers. */
  lang: string;
}

/** A page an app answers on a published site: its head and its body. */
export interface SitePage {
  title: string;
  /** Left empty, the website's description. */
  description: string;
  /** Its path on the site, for the canonical address. */
  path: string;
  /** Its share image; the website's when left out. */
  image?: string;
  /** The page's own CSS, after the site's base styles. */
  css: string;
  body: ReactElement;
}

/**
 * Pages of a published site that an app draws itself (a list of its items, one item): the
 * server wraps the body in the site's document (language, canonical address, share tags,
 * favicon, base styles) exactly as for the site's own pages. Answer the HTML from
 * `AppSitePaths.resolve` as `{ kind: 'html', html }`.
 */
export interface SitePages {
  render(landingId: number, page: (site: SiteFacts) => SitePage): Promise<string>;
}
export const SitePagesToken = createServiceToken<SitePages>('SitePages');
