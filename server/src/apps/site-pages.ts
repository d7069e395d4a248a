import { brandKitCss, DEFAULT_BRAND_KIT, pageDocumentSchema } from '@tessera/core';
import type { DesignIntro, SitePages } from '@tessera/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { renderShellHtml, type PageRenderer } from '../modules/sites/render-page.tsx';
import { leftOutElements, renderSiteDocument, siteMeta, siteRenderContext, type SiteRenderContext } from '../modules/sites/publisher.ts';
import { MAIN_START, wordsInMain } from './design-words.ts';

/** A designed page with the app's intro drawn at the top of its main content, and the intro's CSS after the page's. */
function withIntro(html: string, context: SiteRenderContext, intro: DesignIntro): string {
  const { css, body } = intro({ name: context.siteName, description: context.siteDescription, lang: context.lang }, { words: wordsInMain(html) });
  return html.replace('</style>', () => `${css}</style>`).replace(MAIN_START, (main) => main + renderToStaticMarkup(body));
}

/** Apps' own site pages, in the document every page of the website is served in. */
export function createSitePages(db: Db, config: AppConfig, render: PageRenderer): SitePages {
  const contextOf = async (landingId: number) => {
    const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirstOrThrow();
    return siteRenderContext(db, config, landing);
  };
  return {
    async render(landingId, build) {
      const context = await contextOf(landingId);
      const page = build({ name: context.siteName, description: context.siteDescription, lang: context.lang });
      const meta = siteMeta(context, { title: page.title, description: page.description, path: page.path, image: page.image });
      return renderShellHtml(meta, brandKitCss(context.brandKit ?? DEFAULT_BRAND_KIT) + page.css, page.body);
    },
    async renderDesign(landingId, head, design, intro) {
      const parsed = pageDocumentSchema.safeParse(design);
      if (!parsed.success) throw validationFailed({ design: ['The design is not a designer document.'] });
      const context = await contextOf(landingId);
      const rendered = renderSiteDocument(render, context, head, parsed.data);
      return { html: intro ? withIntro(rendered.html, context, intro) : rendered.html, leftOut: leftOutElements(rendered) };
    },
  };
}
