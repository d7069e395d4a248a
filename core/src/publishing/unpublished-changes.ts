import type { Page } from '../api/pages.ts';

/** Never published, or saved since it was: what Publish site puts live. */
export function hasUnpublishedChanges(page: Pick<Page, 'version' | 'published_version'>): boolean {
  return page.published_version === null || page.version > page.published_version;
}

/** Its address answers 404 on the site until it is published. */
export function isUnpublished(page: Pick<Page, 'published_version'>): boolean {
  return page.published_version === null;
}
