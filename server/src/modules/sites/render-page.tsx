import {
  brandKitCss,
  canUseElement,
  DEFAULT_BRAND_KIT,
  LAYOUT_CSS,
  pageSettingsCss,
  pageStyleCss,
  popupsCss,
  sectionWidthCss,
  SITE_TITLE_TOKEN,
  walkElements,
  type BrandKit,
  type ColumnNode,
  type Form,
  type Menu,
  type PageDocument,
  type PlanFeature,
  type PremiumGrants,
} from '@tessera/core';
import { shopLookup, siteLookups, type SiteContextValue, type SiteShopData } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IslandManifest } from '../../islands/island-build.ts';
import { escapeMarkup } from './escape-markup.ts';
import { ISLANDS_URL_PREFIX } from '../../islands/island-build.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { contentFingerprint } from './content-fingerprint.ts';
import { createElementRenderCache } from './element-render-cache.ts';
import { classNames, type ElementFailure, type ElementToRender, type RenderedElement } from './published-element.tsx';
import { PublishedRows } from './published-rows.tsx';
import { hasPopups, POPUPS_ISLAND, PublishedPopups } from './render-popups.tsx';

export interface PageMeta {
  title: string;
  description: string;
  /** BCP 47 language of the page; 'en' when not given. */
  lang?: string;
  /** The page's absolute address on its landing's primary host. */
  canonicalUrl?: string;
  /** The landing's title, for og:site_name. */
  siteName?: string;
  /** Absolute URL of the share image (landing setting meta_image). */
  imageUrl?: string;
  faviconUrl?: string;
  /** Drafts (previews) must not end up in search results. */
  noindex?: boolean;
}

/**
 * What the elements of a page may read of their site (through the SDK's site context). Data
 * only: rendered elements are reused while its content stays the same, and a function in here
 * (whose answers cannot be compared) makes every element render afresh.
 */
export interface PageRenderContext {
  /** The path of each page of the site by id, for links to them. */
  pagePaths: ReadonlyMap<number, string>;
  /** The website's own forms and menus, for Form and Navigation elements showing one. */
  forms?: readonly Form[];
  menus?: readonly Menu[];
  /** Plan features of the website's agency; none when not given (previews run no user scripts). */
  planFeatures?: ReadonlySet<PlanFeature>;
  /** What the website's agency holds: premium elements it does not hold are left out. Every element renders without it (previews). */
  grants?: PremiumGrants;
  /** The website's active products and payment account, for the order elements. */
  shop?: SiteShopData;
  /** What the installed apps tell their elements, by app id. */
  appData?: Readonly<Record<string, unknown>>;
  /** The website's brand kit; the default kit when not given (previews of templates without one). */
  brandKit?: BrandKit;
}

const NO_SITE: PageRenderContext = { pagePaths: new Map() };

const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f2937;background:#fff}img{max-width:100%;height:auto}`;

interface PageProps {
  document: PageDocument;
  /** The HTML of a column's elements. */
  columnHtml: (column: ColumnNode) => string;
  /** An app's HTML in the page, after the site's header (see AppPageBody). */
  body?: AppPageBody;
}

/**
 * HTML an app draws into a page of the site, and its CSS. It goes after the site's shared header
 * (the page's leading global header sections) and before the rest: the whole body of a listing
 * page (the blog index), whose document holds only the site's header and footer and which brings
 * its own `<main>` (`ownMain`), or what a designed page shows before its design (a post's title).
 */
export interface AppPageBody {
  html: string;
  css: string;
  ownMain?: boolean;
}

function PublishedSection({ section, columnHtml }: { section: PageDocument['sections'][number]; columnHtml: PageProps['columnHtml'] }) {
  return (
    <section id={section.id} className={classNames('ts-section', section.style)} data-section={section.key}>
      <div className="ts-section__inner">
        <PublishedRows rows={section.rows} columnHtml={columnHtml} />
      </div>
    </section>
  );
}

function SharingMeta({ meta }: { meta: PageMeta }) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:title" content={meta.title} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {meta.canonicalUrl ? <meta property="og:url" content={meta.canonicalUrl} /> : null}
      {meta.siteName ? <meta property="og:site_name" content={meta.siteName} /> : null}
      {meta.imageUrl ? <meta property="og:image" content={meta.imageUrl} /> : null}
      <meta name="twitter:card" content={meta.imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
      {meta.imageUrl ? <meta name="twitter:image" content={meta.imageUrl} /> : null}
    </>
  );
}

/** How many sections open the page as the site's shared header: an app's HTML goes after them. */
function sharedHeaderCount(document: PageDocument): number {
  const first = document.sections.findIndex((section) => section.global !== 'header');
  return first < 0 ? document.sections.length : first;
}

/** A listing fills the screen's height, so a short one keeps the site's footer at the bottom. */
const LISTING_PAGE_CSS = '.ts-page--listing{display:flex;flex-direction:column;min-height:100vh}.ts-page--listing>.ts-app-page{flex:1 0 auto}';

function PublishedPage({ document, columnHtml, body }: PageProps) {
  const split = body ? sharedHeaderCount(document) : 0;
  const sections = (list: PageDocument['sections']) => list.map((section) => <PublishedSection key={section.id} section={section} columnHtml={columnHtml} />);
  const before = document.sections.slice(0, split);
  const after = document.sections.slice(split);
  const app = body ? <div className="ts-app-page" dangerouslySetInnerHTML={{ __html: body.html }} /> : null;
  const popups = hasPopups(document) ? <PublishedPopups popups={document.popups!} columnHtml={columnHtml} /> : null;
  if (body?.ownMain) {
    // A listing brings the page's one <main>: the site's header and footer around it are the page's banner and content information.
    return (
      <div className="ts-page ts-page--listing">
        {before.length > 0 ? <header>{sections(before)}</header> : null}
        {app}
        {after.length > 0 ? <footer>{sections(after)}</footer> : null}
        {popups}
      </div>
    );
  }
  return (
    <main className="ts-page">
      {sections(before)}
      {app}
      {sections(after)}
      {popups}
    </main>
  );
}

/** The document every published page shares: the site's head (title, description, sharing, favicon), its CSS and scripts, and `body`. */
function SiteShell({ meta, css, scripts, children }: { meta: PageMeta; css: string; scripts: readonly string[]; children: ReactNode }) {
  return (
    <html lang={meta.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {meta.canonicalUrl ? <link rel="canonical" href={meta.canonicalUrl} /> : null}
        {/* Without a favicon of its own, a page names an empty one: browsers would ask for /favicon.ico and log its 404. */}
        <link rel="icon" href={meta.faviconUrl ?? 'data:,'} />
        <SharingMeta meta={meta} />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** A page of the site that is not designed (the blog index, the episode list): `body` in the site's shell with `css` after the base CSS. */
export function renderShellHtml(meta: PageMeta, css: string, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <SiteShell meta={meta} css={BASE_CSS + css} scripts={[]}>
      {body}
    </SiteShell>,
  )}`;
}

/** A rendered page, and the elements left out of it because their plugin failed to render them. */
export interface RenderedPage {
  html: string;
  leftOut: ElementFailure[];
}

/**
 * Renders published pages: the HTML of one page with only the CSS of what it holds and the
 * island scripts of its interactive elements. Elements of uninstalled plugins are left out, and
 * so are elements whose plugin throws: a page is never held back by one broken element.
 * Rendered elements are kept (see createElementRenderCache) and the page is composed of them
 * on every call.
 */
export function createPageRenderer(registry: ElementRegistry, islands: IslandManifest = {}, onLeftOut: (failure: ElementFailure) => void = () => {}) {
  const renderElements = createElementRenderCache();
  return function renderPageHtml(document: PageDocument, meta: PageMeta, context: PageRenderContext = NO_SITE, body?: AppPageBody): RenderedPage {
    const pageHref = (pageId: number) => context.pagePaths.get(pageId);
    const site: SiteContextValue = {
      mode: 'published',
      pageHref,
      basePath: '',
      pageUrl: meta.canonicalUrl,
      lang: meta.lang,
      planFeatures: context.planFeatures,
      ...siteLookups(context.forms ?? [], context.menus ?? [], { pageHref, basePath: '' }),
      ...(context.shop ? { shop: shopLookup(context.shop) } : {}),
      ...(context.appData ? { appData: context.appData } : {}),
    };
    // The elements never see the grants: they decide which elements render, not how.
    const { grants, ...shared } = context;
    const siteFingerprint = contentFingerprint({ ...shared, pageUrl: meta.canonicalUrl });
    const found: ElementToRender[] = [];
    for (const { element } of walkElements(document)) {
      const definition = registry.get(element.key);
      if (definition && (!grants || canUseElement(definition, grants))) found.push({ node: element, definition });
    }
    const rendered = renderElements(found, site, siteFingerprint);
    const elements = new Map<string, RenderedElement>();
    const pluginCss = new Map<string, string>();
    const scripts = new Set<string>();
    const leftOut: ElementFailure[] = [];
    found.forEach(({ node, definition }, index) => {
      const element = rendered[index]!;
      if (element.failure) {
        leftOut.push(element.failure);
        onLeftOut(element.failure);
        return;
      }
      elements.set(node.id, element);
      if (definition.baseCss) pluginCss.set(definition.id, definition.baseCss);
      const island = islands[definition.id];
      if (element.island && island) scripts.add(`${ISLANDS_URL_PREFIX}${island}`);
    });
    // Concatenated rather than joined: V8 links the pieces instead of copying them.
    const siteTitle = escapeMarkup(meta.siteName ?? meta.title);
    const columnHtml = (column: ColumnNode) =>
      column.elements.reduce((html, node) => html + (elements.get(node.id)?.html ?? ''), '').replaceAll(SITE_TITLE_TOKEN, siteTitle);
    const widths = document.sections.map(sectionWidthCss).join('');
    const css = BASE_CSS + brandKitCss(context.brandKit ?? DEFAULT_BRAND_KIT) + LAYOUT_CSS + widths + [...pluginCss.values()].join('') + pageStyleCss(document) + rendered.map((element) => element.css).join('') + popupsCss(document) + pageSettingsCss(document.settings) + (body?.ownMain ? LISTING_PAGE_CSS : '') + (body?.css ?? '');
    if (hasPopups(document) && islands[POPUPS_ISLAND]) scripts.add(`${ISLANDS_URL_PREFIX}${islands[POPUPS_ISLAND]}`);
    const html = renderToStaticMarkup(
      <SiteShell meta={meta} css={css} scripts={[...scripts]}>
        <PublishedPage document={document} columnHtml={columnHtml} body={body} />
      </SiteShell>,
    );
    return { html: `<!doctype html>${html}`, leftOut };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
