import { CURRENT_SCHEMA_VERSION, pageDocumentSchema, stableJson, validateDesign, type PageDocument, type PremiumGrants } from '@tessera/core';
import { dbNow } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { agencyGrants } from '../agencies/agency-grants.ts';

/**
 * A page's design at the current document schema, each element's props migrated through its
 * plugin (core's validateDesign); null when that changes nothing. Elements of plugins that are
 * not installed or not granted stay as they are; a design that no longer checks out is a 422
 * naming the page.
 */
export function upgradedDesign(registry: ElementRegistry, grants: PremiumGrants, page: { name: string; design: unknown }): PageDocument | null {
  const stored = pageDocumentSchema.safeParse(page.design);
  const result = validateDesign(page.design, { registry, grants, previous: stored.success ? stored.data : undefined, fieldPrefix: 'design' });
  if (!result.ok) throw validationFailed(Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [field, messages.map((message) => `${page.name}: ${message}`)])));
  const upgraded = { ...result.document, schemaVersion: CURRENT_SCHEMA_VERSION };
  return stableJson(upgraded) === stableJson(page.design) ? null : upgraded;
}

/**
 * Upgrades every page design of the website to the current document schema. Changed pages get
 * a new version, so an editor still holding the old one reloads rather than overwriting the upgrade.
 */
export async function convertToCurrentEditor(deps: DashboardDeps, landing: LandingRow): Promise<number> {
  const grants = await agencyGrants(deps.db, landing.agency_id);
  const pages = await deps.db.selectFrom('pages').select(['id', 'name', 'design', 'version']).where('landing_id', '=', landing.id).orderBy('id').execute();
  const upgrades: { id: number; design: string }[] = [];
  for (const page of pages) {
    const upgraded = upgradedDesign(deps.registry, grants, page);
    if (upgraded) upgrades.push({ id: page.id, design: JSON.stringify(upgraded) });
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const upgrade of upgrades) {
      await trx
        .updateTable('pages')
        .set((eb) => ({ design: upgrade.design, version: eb('version', '+', 1), design_updated_by: null, updated_at: dbNow() }))
        .where('id', '=', upgrade.id)
        .execute();
    }
  });
  return upgrades.length;
}
