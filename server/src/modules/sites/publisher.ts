import { brandKitOf, fillGlobalSections, globalSectionsOf, pageDocumentSchema, type BrandKit, type GlobalSections, type Form, type LeftOutElement, type Menu, type PageDocument, type PlanFeature, type PremiumGrants } from '@tessera/core';
import type { SiteShopData } from '@tessera/sdk';
import type { AppConfig } from '../../config.ts';
import { cardFormSettingsFor } from '../billing/payment-methods.service.ts';
import { siteShopData } from '../shop/site-shop.ts';
import type { Db } from '../../db/database.ts';
import type { LandingRow, PageRow } from '../../db/schema.ts';
import { appSiteDataOf } from '../../apps/app-site-data.ts';
import { agencyGrants } from '../agencies/agency-grants.ts';
import { toForm } from '../forms/forms.service.ts';
import { toLanding } from '../landings/landing-view.ts';
import { toMenu } from '../menus/menus.service.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import { compressHtml } from './compressed-html.ts';
import type { AppPageBody, PageMeta, PageRenderer, RenderedPage } from './render-page.tsx';
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
  /**
   * The website's own forms and menus, for Form and Navigation elements that show one. Only
   * these are looked up, so a design naming another website's form or menu shows nothing of it
   * (saving such a design is refused too: pages/site-item-references.ts).
   */
  forms: Form[];
  menus: Menu[];
  /** Plan features of the landing's agency (scripts in the HTML Editor run only with "html-scripts"). */
  planFeatures: ReadonlySet<PlanFeature>;
  /** What the agency holds: a premium element it no longer holds is left out of the pages rendered (every element renders without it: template previews). */
  grants?: PremiumGrants;
  /** The website's active products and payment account, for the order elements. */
  shop?: SiteShopData;
  /** What the installed apps the agency holds tell their elements, by app id. */
  appData?: Record<string, unknown>;
  /** The website's brand kit (the default kit when not given: template previews without one). */
  brandKit?: BrandKit;
  /**
   * The header and footer the pages' references show: the published ones (previews put the
   * draft in their place). Without them a global section shows as it is (a template's content).
   */
  globalSections?: GlobalSections;
}

export function pagePath(page: Pick<PageRow, 'id' | 'unique_name'>, homePageId: number | null): string {
  return page.id === homePageId ? '/' : `/${page.unique_name}`;
}

/** Scheme and host of the landing's primary address: its custom domain, else its subdomain. No trailing slash. */
export async function primaryOrigin(db: Db, config: AppConfig, landing: LandingRow): Promise<string> {
  return toLanding(landing, config, await whitelabelDomainOfAgency(db, landing.agency_id)).url.replace(/\/$/, '');
}

export async function siteRenderContext(db: Db, config: AppConfig, landing: LandingRow): Promise<SiteRenderContext> {
  const [origin, pages, forms, menus, grants, shop, appData] = await Promise.all([
    primaryOrigin(db, config, landing),
    db.selectFrom('pages').select(['id', 'unique_name']).where('landing_id', '=', landing.id).execute(),
    db.selectFrom('forms').selectAll().where('landing_id', '=', landing.id).execute(),
    db.selectFrom('menus').selectAll().where('landing_id', '=', landing.id).execute(),
    agencyGrants(db, landing.agency_id),
    siteShopData(db, cardFormSettingsFor(config), landing.id),
    appSiteDataOf(db, landing),
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
    forms: forms.map(toForm),
    menus: menus.map(toMenu),
    planFeatures: grants.features,
    grants,
    shop,
    appData,
    brandKit: brandKitOf(landing.brand_kit),
    globalSections: globalSectionsOf(landing.published_global_sections),
  };
}

/** What a document of the site at `path` shows in its head: its own title and description, else the site's, and the site's sharing defaults. */
export interface DocumentHead {
  title: string;
  description: string;
  path: string;
  /** A share image of the document's own, instead of the site's (a blog post's image). */
  image?: string;
}

export function siteMeta(context: SiteRenderContext, head: DocumentHead, options: { noindex?: boolean } = {}): PageMeta {
  return {
    title: head.title || context.siteName,
    description: head.description || context.siteDescription,
    lang: context.lang,
    canonicalUrl: `${context.origin}${head.path}`,
    siteName: context.siteName,
    imageUrl: absoluteAssetUrl(head.image, context.origin) ?? context.imageUrl,
    faviconUrl: context.faviconUrl,
    noindex: options.noindex,
  };
}

/** The HTML of a designed document of the site (a page, a blog post) with the site's head. */
export function renderSiteDocument(
  render: PageRenderer,
  context: SiteRenderContext,
  head: DocumentHead,
  design: PageDocument,
  options: { noindex?: boolean; body?: AppPageBody } = {},
) {
  return render(fillGlobalSections(design, context.globalSections ?? {}), siteMeta(context, head, options), {
    pagePaths: context.paths,
    forms: context.forms,
    menus: context.menus,
    planFeatures: context.planFeatures,
    grants: context.grants,
    shop: context.shop,
    appData: context.appData,
    brandKit: context.brandKit,
  }, options.body);
}

/** The HTML of one page of the site: its design with the page's title and description and the site's head. */
export function renderSitePage(render: PageRenderer, context: SiteRenderContext, page: PageHead, design: PageDocument, options: { noindex?: boolean } = {}) {
  const head = { title: page.title || page.name, description: page.description, path: context.paths.get(page.id) ?? '/' };
  return renderSiteDocument(render, context, head, design, options);
}

/** Columns that hold a page's published bytes. */
export async function publishedColumns({ html }: RenderedPage) {
  const compressed = await compressHtml(html);
  return { published_html: html, published_gzip: compressed.gzip, published_br: compressed.br, published_etag: compressed.etag };
}

/**
 * Renders the published snapshots of a landing's pages again, keeping their
 * designs and versions: after a change that shows on every page (home page, custom domain,
 * settings) or may show on any (a form or menu of the website).
 */
export async function rerenderPublishedPages(db: Db, config: AppConfig, render: PageRenderer, landing: LandingRow): Promise<number> {
  const context = await siteRenderContext(db, config, landing);
  const pages = await db
    .selectFrom('pages')
    .select(['id', 'name', 'title', 'description', 'published_design', 'published_etag'])
    .where('landing_id', '=', landing.id)
    .where('published_design', 'is not', null)
    .execute();
  for (const page of pages) {
    const rendered = renderSitePage(render, context, page, pageDocumentSchema.parse(page.published_design));
    // A publish or unpublish of the page since it was read wins: its bytes are newer than these, rendered from the older design.
    await db
      .updateTable('pages')
      .set(await publishedColumns(rendered))
      .where('id', '=', page.id)
      .where('published_design', 'is not', null)
      .where('published_etag', 'is not distinct from', page.published_etag)
      .execute();
  }
  return pages.length;
}

/** The elements a render left out, as the publish answers name them. */
export function leftOutElements({ leftOut }: RenderedPage): LeftOutElement[] {
  return leftOut.map((failure) => ({ element_id: failure.elementId, plugin_id: failure.pluginId, message: failure.message }));
}
