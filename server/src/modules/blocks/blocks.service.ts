import {
  BLOCK_EMPTY_MESSAGE,
  BLOCK_MAX_SECTIONS,
  pageDocumentSchema,
  validateDesign,
  type AdminBlock,
  type AgencyBlock,
  type PageDocument,
  type PremiumGrants,
} from '@tessera/core';
import type { AdminBlockRow, AgencyBlockRow } from '../../db/schema-designer.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';

export function toAgencyBlock(row: AgencyBlockRow): AgencyBlock {
  return {
    id: row.id,
    agency_id: row.agency_id,
    name: row.name,
    category: row.category,
    design: pageDocumentSchema.parse(row.design),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAdminBlock(row: AdminBlockRow): AdminBlock {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    design: pageDocumentSchema.parse(row.design),
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A block's design checked like a page's (tree, unique ids, every element against its plugin
 * and the grants), holding 1 to BLOCK_MAX_SECTIONS sections. Errors name `design…`.
 */
export function validBlockDesign(registry: ElementRegistry, grants: PremiumGrants, input: unknown, previous?: unknown): PageDocument {
  const before = previous === undefined ? undefined : pageDocumentSchema.safeParse(previous);
  const result = validateDesign(input, { registry, grants, previous: before?.success ? before.data : undefined, fieldPrefix: 'design' });
  if (!result.ok) throw validationFailed(result.errors);
  const count = result.document.sections.length;
  if (count === 0) throw validationFailed({ 'design.sections': [BLOCK_EMPTY_MESSAGE] });
  if (count > BLOCK_MAX_SECTIONS) throw validationFailed({ 'design.sections': [`A block holds at most ${BLOCK_MAX_SECTIONS} sections.`] });
  // A block is sections only: a page's popups and settings stay with the page.
  return { schemaVersion: result.document.schemaVersion, sections: result.document.sections };
}
