import { brandKitCss, DEFAULT_BRAND_KIT, emptyDocument, framedByGlobalSections, pageDocumentSchema, type PageDocument } from '@tessera/core';
import type { DesignIntro, SitePages } from '@tessera/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { renderShellHtml, type AppPageBody, type PageRenderer } from '../modules/sites/render-page.tsx';
import { leftOutElements, renderSiteDocument, siteMeta, siteRenderContext, type DocumentHead, type SiteRenderContext } from '../modules/sites/publisher.ts';
import { wordsInMain } from './design-words.ts';

/**
 * What the app draws before a designed page's sections, given the words the design shows: they
 * are counted on the design drawn alone (without the site's header and footer), whose elements the
 * page renderer keeps for the page's own drawing.
 */
function introOf(render: PageRenderer, context: SiteRenderContext, head: DocumentHead, design: PageDocument, intro: DesignIntro): AppPageBody {
  const words = wordsInMain(renderSiteDocument(render, context, head, design).html);
  const { css, body } = intro({ name: context.siteName, description: context.siteDescription, lang: context.lang }, { words });
  return { html: renderToStaticMarkup(body), css };
}

/**
 * Apps' own site pages, in the document every page of the website is served in, inside the
 * website's published header and footer (its global sections), drawn by the page renderer like
 * a page's, so their menus, brand kit styles and islands work there too.
 */
export function createSitePages(db: Db, config: AppConfig, render: PageRenderer): SitePages {
  const contextOf = async (landingId: number) => {
    const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirstOrThrow();
    return siteRenderContext(db, config, landing);
  };
  return {
    async render(landingId, build) {
      const context = await contextOf(landingId);
      const page = build({ name: context.siteName, description: context.siteDescription, lang: context.lang });
      const head = { title: page.title, description: page.description, path: page.path, image: page.image };
      const frame = framedByGlobalSections(emptyDocument(), context.globalSections ?? {});
      if (frame.sections.length === 0) return renderShellHtml(siteMeta(context, head), brandKitCss(context.brandKit ?? DEFAULT_BRAND_KIT) + page.css, page.body);
      return renderSiteDocument(render, context, head, frame, { body: { html: renderToStaticMarkup(page.body), css: page.css, ownMain: true } }).html;
    },
    async renderDesign(landingId, head, design, intro) {
      const parsed = pageDocumentSchema.safeParse(design);
      if (!parsed.success) throw validationFailed({ design: ['The design is not a designer document.'] });
      const context = await contextOf(landingId);
      const body = intro ? introOf(render, context, head, parsed.data, intro) : undefined;
      const rendered = renderSiteDocument(render, context, head, framedByGlobalSections(parsed.data, context.globalSections ?? {}), { body });
      return { html: rendered.html, leftOut: leftOutElements(rendered) };
    },
  };
}
