import { dbNow, type Db } from '../../db/database.ts';
import { templateContentSchema } from '../../modules/admin-templates/template-content.ts';
import { STARTER_BLOCKS } from './starter-blocks.ts';
import { STARTER_PAGE_TEMPLATES } from './starter-page-templates.ts';
import { STARTER_SITES } from './starter-sites.ts';
import { ensureCategory } from '../../modules/template-categories/template-categories.service.ts';

export const STARTER_COLLECTION = { sites: STARTER_SITES, pageTemplates: STARTER_PAGE_TEMPLATES, blocks: STARTER_BLOCKS };

/**
 * The starter collection, published as the admin's; a first start calls it on the empty
 * database, so a new agency has websites, pages and blocks to start from. The admin edits,
 * unpublishes or deletes them like their own. It adds nothing when a site template of the
 * collection exists already (a second call, or an install that has it).
 */
export async function seedStarterCollection(db: Db): Promise<boolean> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'Admin').orderBy('id').limit(1).executeTakeFirst();
  const names = STARTER_SITES.map((site) => site.name);
  const seeded = await db.selectFrom('site_templates').select('id').where('name', 'in', names).limit(1).executeTakeFirst();
  if (seeded) return false;
  const owner = { published: true, published_at: dbNow(), created_by: admin?.id ?? null };
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('site_templates')
      .values(
        STARTER_SITES.map((template) => ({
          ...owner,
          name: template.name,
          category: template.category,
          description: template.description,
          content: JSON.stringify(
            templateContentSchema.parse({
              brand_kit: template.brandKit,
              pages: template.pages.map((entry, index) => ({
                ref: index + 1,
                name: entry.name,
                unique_name: entry.uniqueName,
                title: entry.title,
                description: entry.description,
                home: index === 0,
                design: entry.design,
              })),
            }),
          ),
        })),
      )
      .execute();
    for (const template of STARTER_SITES) await ensureCategory(tx, 'site', template.category);
    for (const template of STARTER_PAGE_TEMPLATES) await ensureCategory(tx, 'page', template.category);
    await tx
      .insertInto('page_templates')
      .values(STARTER_PAGE_TEMPLATES.map((template) => ({ ...owner, name: template.name, category: template.category, design: JSON.stringify(template.design) })))
      .execute();
    await tx
      .insertInto('admin_blocks')
      .values(STARTER_BLOCKS.map((entry) => ({ ...owner, name: entry.name, category: entry.category, design: JSON.stringify(entry.design) })))
      .execute();
  });
  return true;
}
