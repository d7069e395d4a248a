import type { ElementKernel, FieldErrors, PageDocument, PluginRegistry } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/http-error.ts';
import { designReferences } from '../site-content/design-references.ts';

const TABLES = { form: 'forms', menu: 'menus', product: 'shop_products' } as const;
type Table = (typeof TABLES)[keyof typeof TABLES];
const NOUNS: Record<Table, string> = { forms: 'form', menus: 'menu', shop_products: 'product' };

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
  const named = designReferences(registry, design).flatMap(({ kind, id, field, elementId }) =>
    kind === 'page' ? [] : [{ table: TABLES[kind], id, field: `${fieldPrefix}.${field}`, elementId }],
  );
  if (named.length === 0) return;
  const foreign = async (table: Table) => {
    const ids = named.filter((entry) => entry.table === table).map((entry) => entry.id);
    if (ids.length === 0) return new Set<number>();
    const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).where('landing_id', '<>', landingId).execute();
    return new Set(rows.map((row) => row.id));
  };
  const found = { forms: await foreign('forms'), menus: await foreign('menus'), shop_products: await foreign('shop_products') };
  const errors: FieldErrors = {};
  for (const entry of named) {
    if (found[entry.table].has(entry.id)) errors[entry.field] = [`Element ${entry.elementId}: choose a ${NOUNS[entry.table]} of this website.`];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
