import { menuItemSchema, type Menu, type MenuBody, type MenuItem } from '@tessera/core';
import { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import type { MenuRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';

const storedItems = z.array(menuItemSchema).catch([]);

export function toMenu(row: MenuRow): Menu {
  return {
    id: row.id,
    landing_id: row.landing_id,
    name: row.name,
    position: row.position,
    items: storedItems.parse(row.items),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function requireMenu(db: Db, landingId: number, menuId: number): Promise<MenuRow> {
  const row = await db.selectFrom('menus').selectAll().where('landing_id', '=', landingId).where('id', '=', menuId).executeTakeFirst();
  if (!row) throw notFound('Menu');
  return row;
}

/** Every page an item names must be a page of the website; the message names the item. */
async function checkPages(db: Db, landingId: number, items: MenuItem[]): Promise<void> {
  const named = new Map<number, string>();
  items.forEach((item, index) => {
    if (item.page_id !== null) named.set(item.page_id, `items.${index}.page_id`);
    item.children.forEach((child, childIndex) => {
      if (child.page_id !== null) named.set(child.page_id, `items.${index}.children.${childIndex}.page_id`);
    });
  });
  if (named.size === 0) return;
  const found = new Set(
    (await db.selectFrom('pages').select('id').where('landing_id', '=', landingId).where('id', 'in', [...named.keys()]).execute()).map((row) => row.id),
  );
  for (const [pageId, field] of named) if (!found.has(pageId)) throw validationFailed({ [field]: ['The selected page is not a page of this website.'] });
}

export async function saveMenu(db: Db, landingId: number, body: MenuBody, menuId?: number): Promise<MenuRow> {
  await checkPages(db, landingId, body.items);
  const values = { name: body.name, position: body.position, items: JSON.stringify(body.items) };
  if (menuId === undefined) return db.insertInto('menus').values({ landing_id: landingId, ...values }).returningAll().executeTakeFirstOrThrow();
  await requireMenu(db, landingId, menuId);
  return db.updateTable('menus').set({ ...values, updated_at: dbNow() }).where('id', '=', menuId).returningAll().executeTakeFirstOrThrow();
}
