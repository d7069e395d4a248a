import {
  LAYOUT_CSS,
  pageStyleCss,
  sectionWidthCss,
  styleClassNames,
  walkElements,
  type ElementNode,
  type NodeStyle,
  type PageDocument,
  type PlanFeature,
} from '@tessera/core';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, SiteContextProvider, type SiteContextValue } from '@tessera/sdk';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IslandManifest } from '../../islands/island-build.ts';
import { ISLANDS_URL_PREFIX } from '../../islands/island-build.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { pageSettingsCss, popupsCss } from '@tessera/core';
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

export interface PageRenderContext {
  /** Where the site's other pages are, for links to them. */
  pageHref: (pageId: number) => string | undefined;
  /** Plan features the website's agency holds now; none when not given (previews run no user scripts). */
  planFeatures?: ReadonlySet<PlanFeature>;
}

const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f2937;background:#fff}img{max-width:100%;height:auto}`;

function classNames(base: string, style: NodeStyle | undefined): string {
  return [base, ...styleClassNames(style)].join(' ');
}

interface ResolvedElement {
  node: ElementNode;
  props: Record<string, unknown>;
}

function PublishedElement({ element, registry }: { element: ResolvedElement; registry: ElementRegistry }) {
  const definition = registry.get(element.node.key)!;
  const islandProps = definition.island ? (definition.islandProps?.(element.props) ?? element.props) : undefined;
  return (
    <div
      id={element.node.id}
      className={classNames('ts-element', element.node.style)}
      data-element={element.node.key}
      {...(islandProps ? { [ISLAND_ATTRIBUTE]: definition.id, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(islandProps) } : {})}
    >
      <definition.Render id={element.node.id} props={element.props} mode="published" />
    </div>
  );
}

interface PageProps {
  document: PageDocument;
  elements: ReadonlyMap<string, ResolvedElement>;
  registry: ElementRegistry;
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

function PublishedPage({ document, elements, registry }: PageProps) {
  return (
    <main className="ts-page">
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={classNames('ts-section', section.style)} data-section={section.key}>
          <div className="ts-section__inner">
            {section.rows.map((row) => (
              <div key={row.id} id={row.id} className={classNames('ts-row', row.style)}>
                {row.columns.map((column) => (
                  <div
                    key={column.id}
                    id={column.id}
                    className={classNames('ts-column', column.style)}
                    style={{ '--ts-col': `${column.options.width}%` } as CSSProperties}
                  >
                    {column.elements.map((node) => {
                      const element = elements.get(node.id);
                      return element ? <PublishedElement key={node.id} element={element} registry={registry} /> : null;
                    })}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </section>
      ))}
      {hasPopups(document) ? (
        <PublishedPopups
          popups={document.popups!}
          renderElement={(node) => {
            const element = elements.get(node.id);
            return element ? <PublishedElement key={node.id} element={element} registry={registry} /> : null;
          }}
        />
      ) : null}
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

/**
 * Renders published pages: the HTML of one page with only the CSS of what it holds and the
 * island scripts of its interactive elements. Elements of uninstalled plugins are left out.
 */
export function createPageRenderer(registry: ElementRegistry, islands: IslandManifest = {}) {
  return function renderPageHtml(document: PageDocument, meta: PageMeta, context: PageRenderContext = { pageHref: () => undefined }): string {
    const elements = new Map<string, ResolvedElement>();
    const pluginCss = new Map<string, string>();
    const elementCss: string[] = [];
    const scripts = new Set<string>();
    for (const { element } of walkElements(document)) {
      const definition = registry.get(element.key);
      if (!definition) continue;
      const props = definition.props.parse(element.props);
      elements.set(element.id, { node: element, props });
      if (definition.baseCss) pluginCss.set(definition.id, definition.baseCss);
      if (definition.css) elementCss.push(definition.css(props, `#${element.id}`));
      const island = islands[definition.id];
      if (definition.island && island) scripts.add(`${ISLANDS_URL_PREFIX}${island}`);
    }
    const widths = document.sections.map(sectionWidthCss).join('');
    const css = BASE_CSS + LAYOUT_CSS + widths + [...pluginCss.values()].join('') + pageStyleCss(document) + elementCss.join('') + popupsCss(document) + pageSettingsCss(document.settings);
    if (hasPopups(document) && islands[POPUPS_ISLAND]) scripts.add(`${ISLANDS_URL_PREFIX}${islands[POPUPS_ISLAND]}`);
    const site: SiteContextValue = { mode: 'published', pageHref: context.pageHref, basePath: '', planFeatures: context.planFeatures };
    const html = renderToStaticMarkup(
      <SiteContextProvider value={site}>
        <SiteShell meta={meta} css={css} scripts={[...scripts]}>
          <PublishedPage document={document} elements={elements} registry={registry} />
        </SiteShell>
      </SiteContextProvider>,
    );
    return `<!doctype html>${html}`;
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
