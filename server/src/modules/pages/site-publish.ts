import { hasUnpublishedChanges, HttpError, type SitePagePublish } from '@tessera/core';
import type { LandingRow, PageRow } from '../../db/schema.ts';
import { publishGlobalSections } from './global-sections.ts';
import { validationFailed } from '../../http/http-error.ts';
import { pagePath, siteRenderContext } from '../sites/publisher.ts';
import { publishPage, type PublishingDeps } from './pages.service.ts';

const FAILED_MESSAGE = 'This page could not be published; what was live before stays live.';

export interface SitePublish {
  pages: SitePagePublish[];
  unchanged: number;
}

/**
 * Publish site: every page of the website with unpublished changes (never published, or saved
 * since), or those of `pageIds` that have them; pages live as they are are left alone. Each
 * page is published on its own, as Publish page does it, so one that fails keeps what was live
 * and the others still go live; the outcome is told page by page. The home page goes first.
 */
export async function publishSite(
  deps: PublishingDeps,
  landing: LandingRow,
  pageIds: readonly number[] | undefined,
  onFailure: (pageId: number, error: unknown) => void,
): Promise<SitePublish> {
  const rows = await deps.db
    .selectFrom('pages')
    .select(['id', 'name', 'unique_name', 'version', 'published_version', 'published_at'])
    .where('landing_id', '=', landing.id)
    .orderBy('id')
    .execute();
  const foreign = (pageIds ?? []).flatMap((id, index) => (rows.some((row) => row.id === id) ? [] : [index]));
  if (foreign.length > 0) throw validationFailed(Object.fromEntries(foreign.map((index) => [`page_ids.${index}`, ['This page is not one of this website’s.']])));
  const named = pageIds ? rows.filter((row) => pageIds.includes(row.id)) : rows;
  const due = named.filter(hasUnpublishedChanges).sort((a, b) => Number(b.id === landing.home_page_id) - Number(a.id === landing.home_page_id));
  // The website's header and footer go live first, for the pages published now to show them; the others are rendered again after.
  const globals = await publishGlobalSections(deps.db, landing);
  const pages = due.length === 0 ? [] : await publishDue(deps, globals.landing, due, onFailure);
  if (globals.changed) await deps.rerenders.request(landing.id);
  return { pages, unchanged: named.length - due.length };
}

async function publishDue(
  deps: PublishingDeps,
  landing: LandingRow,
  due: readonly Pick<PageRow, 'id' | 'name' | 'unique_name' | 'published_version' | 'published_at'>[],
  onFailure: (pageId: number, error: unknown) => void,
): Promise<SitePagePublish[]> {
  const context = await siteRenderContext(deps.db, deps.config, landing);
  const pages: SitePagePublish[] = [];
  for (const row of due) {
    const url = `${context.origin}${pagePath(row, landing.home_page_id)}`;
    try {
      const { page, leftOut } = await publishPage(deps, landing, row.id, context);
      pages.push({
        page_id: row.id,
        name: row.name,
        url,
        status: 'published',
        message: 'Published.',
        published_version: page.published_version,
        published_at: page.published_at?.toISOString() ?? null,
        left_out: leftOut,
      });
    } catch (error) {
      onFailure(row.id, error);
      const message = error instanceof HttpError ? error.message : FAILED_MESSAGE;
      pages.push({
        page_id: row.id,
        name: row.name,
        url,
        status: 'failed',
        message,
        published_version: row.published_version,
        published_at: row.published_at?.toISOString() ?? null,
        left_out: [],
      });
    }
  }
  return pages;
}

/** The answer's message: how many went live, and how many did not. */
export function sitePublishMessage({ pages, unchanged }: SitePublish): string {
  if (pages.length === 0) return unchanged === 1 ? 'The page is already live as it is.' : 'Every page is already live as it is.';
  const published = pages.filter((page) => page.status === 'published').length;
  const failed = pages.length - published;
  const noun = (n: number) => (n === 1 ? 'page' : 'pages');
  if (failed === 0) return `${published} ${noun(published)} published.`;
  return `${published} of ${pages.length} ${noun(pages.length)} published; ${failed} could not be published.`;
}
