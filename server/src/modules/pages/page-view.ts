import { fillGlobalSections, globalSectionsOf, pageDocumentSchema, type Page, type PageWithDesign } from '@tessera/core';
import type { LandingRow } from '../../db/schema.ts';
import type { PageSummaryRow, StoredPage } from './page-columns.ts';

export function toPage(row: PageSummaryRow, landing: Pick<LandingRow, 'home_page_id'>): Page {
  return {
    id: row.id,
    landing_id: row.landing_id,
    name: row.name,
    unique_name: row.unique_name,
    title: row.title,
    description: row.description,
    is_home: landing.home_page_id === row.id,
    version: row.version,
    published_version: row.published_version,
    published_at: row.published_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The page as the designer opens it: its references filled with the website's draft header and footer. */
export function toPageWithDesign(row: StoredPage, landing: Pick<LandingRow, 'home_page_id' | 'global_sections'>, updatedByName: string | null = null): PageWithDesign {
  const design = fillGlobalSections(pageDocumentSchema.parse(row.design), globalSectionsOf(landing.global_sections));
  return { ...toPage(row, landing), design, updated_by_name: updatedByName };
}
