import { hasUnpublishedChanges, type Page, type SitePagePublish } from '@tessera/core';
import { ApiError } from '../api/api-error.ts';
import { publishSite } from '../api/pages-api.ts';

/** The pages Publish site puts live, the home page first (the site's front door goes live before the rest). */
export function pagesToPublish(pages: readonly Page[]): Page[] {
  return pages.filter(hasUnpublishedChanges).sort((a, b) => Number(b.is_home) - Number(a.is_home));
}

export type SitePublishProgress = { kind: 'publishing'; done: number; total: number; current: string } | { kind: 'done'; results: SitePagePublish[]; unchanged: boolean };

/**
 * Publishes the pages one call at a time (each the server's Publish site for that page) so the
 * dialog can say how far it is; a call that fails is told as that page's outcome and the others
 * go on, as the server does within one call.
 */
export async function runSitePublish(landingId: number, pages: readonly Page[], report: (progress: SitePublishProgress) => void): Promise<SitePagePublish[]> {
  const results: SitePagePublish[] = [];
  for (const [index, page] of pages.entries()) {
    report({ kind: 'publishing', done: index, total: pages.length, current: page.name });
    try {
      const answer = await publishSite(landingId, [page.id]);
      results.push(...answer.data.pages);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'This page could not be published.';
      results.push({ page_id: page.id, name: page.name, url: '', status: 'failed', message, published_version: page.published_version, published_at: page.published_at, left_out: [] });
    }
  }
  return results;
}
