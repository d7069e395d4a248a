import { walkElements, type FieldErrors, type PageDocument } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/http-error.ts';
import { isSiteItemProp, SITE_ITEM_PROPS } from '../site-content/site-item-props.ts';

/**
 * Refuses a design whose elements name a form or menu of another website (422, naming the
 * element). An id that names none at all (a deleted form or menu) is kept: the element shows
 * nothing until another is chosen. The published-page renderer looks ids up only among the
 * page's own website's forms and menus as well.
 */
export async function refuseForeignSiteItems(db: Db, landingId: number, design: PageDocument, fieldPrefix: string): Promise<void> {
  const named: { table: 'forms' | 'menus'; id: number; field: string; elementId: string }[] = [];
  for (const { element, path, root } of walkElements(design)) {
    const [s, r, c, e] = path;
    for (const [key, value] of Object.entries(element.props)) {
      if (isSiteItemProp(key) && typeof value === 'number') {
        named.push({ table: SITE_ITEM_PROPS[key], id: value, field: `${fieldPrefix}.${root}.${s}.rows.${r}.columns.${c}.elements.${e}.props.${key}`, elementId: element.id });
      }
    }
  }
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
