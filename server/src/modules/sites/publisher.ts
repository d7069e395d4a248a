import { pageDocumentSchema, type PageDocument } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { LandingRow, PageRow } from '../../db/schema.ts';
import { toLanding } from '../landings/landing-view.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import { compressHtml } from './compressed-html.ts';
import type { PageRenderer } from './render-page.tsx';
import { absoluteAssetUrl, siteSettings } from './site-settings.ts';

type PageHead = Pick<PageRow, 'id' | 'name' | 'title' | 'description'>;

/** What every page of one landing shares when it is rendered: its addresses and settings. */
export interface SiteRenderContext {
  /** Scheme and host of the landing's primary address (custom domain, else its subdomain), no trailing slash. */
  origin: string;
  siteName: string;
  siteDescription: string;
  lang: string;
  imageUrl?: string;
  faviconUrl?: string;
  /** Every page's path on the site: "/" for the home page, "/<unique_name>" for the others. */
  paths: Map<number, string>;
}

export function pagePath(page: Pick<PageRow, 'id' | 'unique_name'>, homePageId: number | null): string {
  return page.id === homePageId ? '/' : `/${page.unique_name}`;
}

/** Scheme and host of the landing's primary address: its custom domain, else its subdomain. No trailing slash. */
export async function primaryOrigin(db: Db, config: AppConfig, landing: LandingRow): Promise<string> {
  return toLanding(landing, config, await whitelabelDomainOfAgency(db, landing.agency_id)).url.replace(/\/$/, '');
}

export async function siteRenderContext(db: Db, config: AppConfig, landing: LandingRow): Promise<SiteRenderContext> {
  const [origin, pages] = await Promise.all([
    primaryOrigin(db, config, landing),
    db.selectFrom('pages').select(['id', 'unique_name']).where('landing_id', '=', landing.id).execute(),
  ]);
  const settings = siteSettings(landing.settings);
  return {
    origin,
    siteName: landing.title,
    siteDescription: landing.description,
    lang: settings.lang,
    imageUrl: absoluteAssetUrl(settings.meta_image, origin),
    faviconUrl: absoluteAssetUrl(settings.favicon, origin),
    paths: new Map(pages.map((page) => [page.id, pagePath(page, landing.home_page_id)])),
  };
}

/** The HTML of one page of the site: its design with the page's title and description and the site's head. */
export function renderSitePage(render: PageRenderer, context: SiteRenderContext, page: PageHead, design: PageDocument, options: { noindex?: boolean } = {}) {
  const path = context.paths.get(page.id) ?? '/';
  return render(
    design,
    {
      title: page.title || page.name || context.siteName,
      description: page.description || context.siteDescription,
      lang: context.lang,
      canonicalUrl: `${context.origin}${path}`,
      siteName: context.siteName,
      imageUrl: context.imageUrl,
      faviconUrl: context.faviconUrl,
      noindex: options.noindex,
    },
    { pagePaths: context.paths },
  );
}

/** Columns that hold a page's published bytes. */
export async function publishedColumns(html: string) {
  const compressed = await compressHtml(html);
  return { published_html: html, published_gzip: compressed.gzip, published_br: compressed.br, published_etag: compressed.etag };
}

/**
 * Renders the published snapshots of a landing's pages again, keeping their designs and
 * versions: after a change that shows on every page (home page, custom domain, settings).
 */
export async function rerenderPublishedPages(db: Db, config: AppConfig, render: PageRenderer, landing: LandingRow): Promise<number> {
  const context = await siteRenderContext(db, config, landing);
  const pages = await db
    .selectFrom('pages')
    .select(['id', 'name', 'title', 'description', 'published_design'])
    .where('landing_id', '=', landing.id)
    .where('published_design', 'is not', null)
    .execute();
  for (const page of pages) {
    const html = renderSitePage(render, context, page, pageDocumentSchema.parse(page.published_design));
    await db.updateTable('pages').set(await publishedColumns(html)).where('id', '=', page.id).execute();
  }
  return pages.length;
}
