import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { compressHtml } from '../sites/compressed-html.ts';
import type { HtmlBody } from '../sites/published-sites.ts';
import { siteRenderContext, type SiteRenderContext } from '../sites/publisher.ts';

/** The layout the blog index and the episode pages share: a centred column of articles. */
export const LISTING_CSS = `.ts-listing{max-width:60rem;margin:0 auto;padding:3rem 1.25rem}.ts-listing h1{font-size:2.25rem;margin:0 0 2rem}.ts-listing ol{list-style:none;margin:0;padding:0;display:grid;gap:2.5rem}.ts-listing article{display:grid;gap:.5rem}.ts-listing h2{font-size:1.5rem;margin:0}.ts-listing h2 a{color:inherit}.ts-listing__meta{color:#6b7280;font-size:.875rem;margin:0}.ts-listing p{margin:0}`;

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

/** A date as visitors of a site in `lang` read it; UTC, so every server prints the same day. */
export function siteDate(date: Date, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
