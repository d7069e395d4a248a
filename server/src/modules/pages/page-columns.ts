import type { PageRow } from '../../db/schema.ts';

/** The columns a page's summary shows (toPage): what lists read, without any design or published HTML. */
export const PAGE_SUMMARY_COLUMNS = ['id', 'landing_id', 'name', 'unique_name', 'title', 'description', 'version', 'published_version', 'published_at', 'updated_at'] as const;

/**
 * A page as its services read it: everything but what only the site serves, the published
 * design, HTML and its compressed copies, which are several times the size of the design.
 */
export const STORED_PAGE_COLUMNS = [...PAGE_SUMMARY_COLUMNS, 'unique_id', 'sharing', 'type', 'design', 'design_updated_by', 'published_etag', 'created_at'] as const;

export type PageSummaryRow = Pick<PageRow, (typeof PAGE_SUMMARY_COLUMNS)[number]>;
export type StoredPage = Pick<PageRow, (typeof STORED_PAGE_COLUMNS)[number]>;
