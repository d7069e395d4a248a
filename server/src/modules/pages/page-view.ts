import { pageDocumentSchema, type Page, type PageWithDesign } from '@tessera/core';
import type { LandingRow, PageRow } from '../../db/schema.ts';

export function toPage(row: PageRow, landing: Pick<LandingRow, 'home_page_id'>): Page {
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

export function toPageWithDesign(row: PageRow, landing: Pick<LandingRow, 'home_page_id'>, updatedByName: string | null = null): PageWithDesign {
  return { ...toPage(row, landing), design: pageDocumentSchema.parse(row.design), updated_by_name: updatedByName };
}
