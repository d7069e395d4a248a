import type { ElementKernel, FieldErrors, PageDocument, PluginRegistry } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/http-error.ts';
import { designReferences } from '../site-content/design-references.ts';

const TABLES = { form: 'forms', menu: 'menus' } as const;

/**
 * Refuses a design whose elements name a form or menu of another website (422, naming the
 * element). An id that names none at all (a deleted form or menu) is kept: the element shows
 * nothing until another is chosen. The published-page renderer looks ids up only among the
 * page's own website's forms and menus as well.
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
  const foreign = async (table: 'forms' | 'menus') => {
    const ids = named.filter((entry) => entry.table === table).map((entry) => entry.id);
    if (ids.length === 0) return new Set<number>();
    const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).where('landing_id', '<>', landingId).execute();
    return new Set(rows.map((row) => row.id));
  };
  const found = { forms: await foreign('forms'), menus: await foreign('menus') };
  const errors: FieldErrors = {};
  for (const entry of named) {
    if (found[entry.table].has(entry.id)) errors[entry.field] = [`Element ${entry.elementId}: choose a ${entry.table === 'forms' ? 'form' : 'menu'} of this website.`];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
