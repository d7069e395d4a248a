import type { ReactElement } from 'react';
import type { LeftOutElement } from '@tessera/core';
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
  /**
   * A designed document of the app (a blog post) as a page of the website at `head.path`,
   * drawn exactly as the site's own published pages are: the site's forms, menus, shop and
   * the agency's premium grants. `leftOut` names the elements that could not be drawn (a
   * premium element the agency no longer holds, a failing one), for the publish answer.
   */
  renderDesign(landingId: number, head: DesignedPageHead, design: unknown, intro?: DesignIntro): Promise<{ html: string; leftOut: LeftOutElement[] }>;
}

/**
 * What a designed page shows before the design's sections (a post's title, date and cover),
 * drawn by the app: `site` as for `render`, `drawn.words` the number of words the design shows
 * (e.g. for a reading time). Its `css` follows the page's CSS.
 */
export type DesignIntro = (site: SiteFacts, drawn: { words: number }) => { css: string; body: ReactElement };

/** The head of a designed page: its title, description and share image, at `path`. */
export interface DesignedPageHead {
  title: string;
  description: string;
  path: string;
  image?: string;
}
export const SitePagesToken = createServiceToken<SitePages>('SitePages');
