import {
  ALL_PREMIUM,
  BLOCK_EMPTY_MESSAGE,
  BLOCK_MAX_SECTIONS,
  pageDocumentSchema,
  stableJson,
  validateDesign,
  type AdminBlock,
  type AgencyBlock,
  type PageDocument,
  type PremiumGrants,
  type UpdateAdminBlockBody,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { AdminBlockRow, AgencyBlockRow } from '../../db/schema-designer.ts';
import { HttpError, validationFailed } from '../../http/http-error.ts';
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
export function validBlockDesign(registry: ElementRegistry, grants: PremiumGrants, input: unknown, previous?: unknown, field = 'design'): PageDocument {
  const before = previous === undefined ? undefined : pageDocumentSchema.safeParse(previous);
  const result = validateDesign(input, { registry, grants, previous: before?.success ? before.data : undefined, fieldPrefix: field });
  if (!result.ok) throw validationFailed(result.errors);
  const count = result.document.sections.length;
  if (count === 0) throw validationFailed({ [`${field}.sections`]: [BLOCK_EMPTY_MESSAGE] });
  if (count > BLOCK_MAX_SECTIONS) throw validationFailed({ [`${field}.sections`]: [`A block holds at most ${BLOCK_MAX_SECTIONS} sections.`] });
  // A block is sections only: a page's popups and settings stay with the page.
  return { schemaVersion: result.document.schemaVersion, sections: result.document.sections };
}

/** Whether `design` is, once checked, exactly the stored one (a save repeated after its answer was lost). */
export function repeatsStoredDesign(registry: ElementRegistry, design: unknown, stored: unknown): boolean {
  const result = validateDesign(design, { registry, grants: ALL_PREMIUM, fieldPrefix: 'design' });
  return result.ok && stableJson({ schemaVersion: result.document.schemaVersion, sections: result.document.sections }) === stableJson(stored);
}

/** Changes an admin block; a design sent with `version` is refused with 409 when the block moved on from it. */
export async function updateAdminBlock(db: Db, registry: ElementRegistry, row: AdminBlockRow, body: UpdateAdminBlockBody): Promise<AdminBlockRow> {
  const { name, category, design, version } = body;
  if (version !== undefined && version !== row.version) {
    throw new HttpError('version_conflict', `This block was saved elsewhere since you opened it (you edited version ${version}, it is now at version ${row.version}). Reload to see those changes.`);
  }
  const checked = design === undefined ? undefined : validBlockDesign(registry, ALL_PREMIUM, design, row.design);
  const updated = await db
    .updateTable('admin_blocks')
    .set({ name, category, ...(checked ? { design: JSON.stringify(checked) } : {}), updated_at: new Date() })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError('version_conflict', 'This block was saved elsewhere at the same moment. Reload to see those changes.');
  return updated;
}
