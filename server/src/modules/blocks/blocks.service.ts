import {
  ALL_PREMIUM,
  BLOCK_EMPTY_MESSAGE,
  BLOCK_MAX_SECTIONS,
  pageDocumentSchema,
  validateDesign,
  type AdminBlock,
  type AgencyBlock,
  type FieldErrors,
  type PageDocument,
  type PremiumGrants,
  type UpdateAdminBlockBody,
} from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { AdminBlockRow, AgencyBlockRow } from '../../db/schema-designer.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { saveVersionedDesign, staleVersion, type VersionedDesign } from '../pages/versioned-design.ts';

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

/** What a block keeps of a valid design: 1 to BLOCK_MAX_SECTIONS sections, without a page's popups and settings. */
function fitBlock(design: PageDocument, field = 'design'): { ok: true; document: PageDocument } | { ok: false; errors: FieldErrors } {
  const count = design.sections.length;
  if (count === 0) return { ok: false, errors: { [`${field}.sections`]: [BLOCK_EMPTY_MESSAGE] } };
  if (count > BLOCK_MAX_SECTIONS) return { ok: false, errors: { [`${field}.sections`]: [`A block holds at most ${BLOCK_MAX_SECTIONS} sections.`] } };
  if (design.popups === undefined && design.settings === undefined) return { ok: true, document: design };
  return { ok: true, document: { schemaVersion: design.schemaVersion, sections: design.sections } };
}

/**
 * A block's design checked like a page's (tree, unique ids, every element against its plugin
 * and the grants), holding 1 to BLOCK_MAX_SECTIONS sections. Errors name `design…`.
 */
export function validBlockDesign(registry: ElementRegistry, grants: PremiumGrants, input: unknown, previous?: unknown, field = 'design'): PageDocument {
  const result = validateDesign(input, { registry, grants, previous, fieldPrefix: field });
  const fitted = result.ok ? fitBlock(result.document, field) : result;
  if (!fitted.ok) throw validationFailed(fitted.errors);
  return fitted.document;
}

/** The designer's save of an admin block's sections over `version`: 409 when it moved on, unless it repeats what is stored. */
export function saveAdminBlockDesign(db: Db, registry: ElementRegistry, blockId: number, input: { design: unknown; version: number }) {
  const document: VersionedDesign = {
    noun: 'block',
    async read() {
      const row = await db.selectFrom('admin_blocks').select(['design', 'version']).where('id', '=', blockId).executeTakeFirst();
      if (!row) throw notFound('Block');
      return row;
    },
    async write(design, expectedVersion) {
      const saved = await db
        .updateTable('admin_blocks')
        .set({ design: JSON.stringify(design), updated_at: dbNow() })
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', blockId)
        .where('version', '=', expectedVersion)
        .returning('version')
        .executeTakeFirst();
      return saved?.version;
    },
    fit: fitBlock,
  };
  return saveVersionedDesign(document, registry, ALL_PREMIUM, input);
}

/** Changes an admin block; a design sent with `version` is refused with 409 when the block moved on from it. */
export async function updateAdminBlock(db: Db, registry: ElementRegistry, row: AdminBlockRow, body: UpdateAdminBlockBody): Promise<AdminBlockRow> {
  const { name, category, design, version } = body;
  if (version !== undefined && version !== row.version) throw staleVersion('block', version, row.version);
  const checked = design === undefined ? undefined : validBlockDesign(registry, ALL_PREMIUM, design, row.design);
  const updated = await db
    .updateTable('admin_blocks')
    .set({ name, category, ...(checked ? { design: JSON.stringify(checked) } : {}), updated_at: dbNow() })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError('version_conflict', 'This block was saved elsewhere at the same moment. Reload to see those changes.');
  return updated;
}
