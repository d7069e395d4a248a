import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { compressHtml } from '../sites/compressed-html.ts';
import type { HtmlBody } from '../sites/published-sites.ts';
import { siteRenderContext, type SiteRenderContext } from '../sites/publisher.ts';

/**
 * A list page of the site (the blog index, the episodes) rendered now. It is rendered on demand
 * rather than at publish: PublishedSites keeps the answer until the landing changes (every publish,
 * unpublish and delete invalidates it), so it is never older than the newest publish.
 */
export async function renderListing(db: Db, config: AppConfig, landingId: number, render: (context: SiteRenderContext) => string): Promise<HtmlBody> {
  const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirstOrThrow();
  const compressed = await compressHtml(render(await siteRenderContext(db, config, landing)));
  return { etag: compressed.etag, identity: compressed.html, gzip: compressed.gzip, br: compressed.br };
}
