import type { SitePages } from '@tessera/sdk';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { renderShellHtml } from '../modules/sites/render-page.tsx';
import { siteMeta, siteRenderContext } from '../modules/sites/publisher.ts';

/** Apps' own site pages, in the document every page of the website is served in. */
export function createSitePages(db: Db, config: AppConfig): SitePages {
  return {
    async render(landingId, build) {
      const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirstOrThrow();
      const context = await siteRenderContext(db, config, landing);
      const page = build({ name: context.siteName, description: context.siteDescription, lang: context.lang });
      const meta = siteMeta(context, { title: page.title, description: page.description, path: page.path, image: page.image });
      return renderShellHtml(meta, page.css, page.body);
    },
  };
}
