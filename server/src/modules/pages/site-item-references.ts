import type { ElementKernel, FieldErrors, PageDocument, PluginRegistry } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/http-error.ts';
import { designReferences, type DesignReference } from '../site-content/design-references.ts';

/** Where each kind of site item lives; every such table holds its website's `landing_id`. */
const TABLES = { form: 'forms', menu: 'menus', product: 'shop_products' } as const;

/**
 * Refuses a design whose elements name a form, menu or shop product of another website (422,
 * naming the element). An id that names none at all (a deleted one) is kept: the element shows
 * nothing until another is chosen. The published-page renderer looks ids up only among the
 * page's own website's as well.
 */
export async function refuseForeignSiteItems(
  db: Db,
  registry: PluginRegistry<ElementKernel>,
  landingId: number,
  design: PageDocument,
  fieldPrefix: string,
): Promise<void> {
  const named = designReferences(registry, design).filter((reference): reference is DesignReference & { kind: keyof typeof TABLES } => reference.kind !== 'page');
  const errors: FieldErrors = {};
  for (const kind of new Set(named.map((reference) => reference.kind))) {
    const ofKind = named.filter((reference) => reference.kind === kind);
    const rows = await db
      .selectFrom(TABLES[kind])
      .select('id')
      .where('id', 'in', ofKind.map((reference) => reference.id))
      .where('landing_id', '<>', landingId)
      .execute();
    const foreign = new Set(rows.map((row) => row.id));
    for (const reference of ofKind) {
      if (foreign.has(reference.id)) errors[`${fieldPrefix}.${reference.field}`] = [`Element ${reference.elementId}: choose a ${kind} of this website.`];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
