import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { brandKitSchema, fillGlobalSections, globalSectionsOf, pageDocumentSchema } from '@tessera/core';
import type { SiteContent } from './site-content.ts';

const storedBrandKit = (stored: unknown) => {
  const parsed = brandKitSchema.safeParse(stored);
  return parsed.success ? { brand_kit: parsed.data } : {};
};

export interface ReadContentOptions {
  /** 'published' reads each published page's design as its visitors see it (drafts only for pages never published). */
  designs?: 'draft' | 'published';
}

/**
 * The content of a website as it is now; pages are known by their own ids. Each page carries its
 * global sections filled in (draft or published, as its design), so the content stands on its own.
 */
export async function readSiteContent(db: Db, landing: LandingRow, { designs = 'draft' }: ReadContentOptions = {}): Promise<SiteContent> {
  const [pages, forms, menus, keywords, files] = await Promise.all([
    db
      .selectFrom('pages')
      .select(['id', 'name', 'unique_name', 'title', 'description', 'type'])
      .select((eb) => (designs === 'published' ? eb.fn.coalesce('published_design', 'design').as('design') : eb.ref('design').as('design')))
      .where('landing_id', '=', landing.id)
      .orderBy('id')
      .execute(),
    db.selectFrom('forms').select(['id', 'name', 'config']).where('landing_id', '=', landing.id).orderBy('id').execute(),
    db.selectFrom('menus').select(['id', 'name', 'position', 'items']).where('landing_id', '=', landing.id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('landing_keywords').select('name').where('landing_id', '=', landing.id).orderBy('id').execute(),
    db.selectFrom('files').select('id').where('landing_id', '=', landing.id).orderBy('id').execute(),
  ]);
  const globals = globalSectionsOf(designs === 'published' ? landing.published_global_sections : landing.global_sections);
  const withGlobals = (design: unknown) => {
    const parsed = pageDocumentSchema.safeParse(design);
    return parsed.success ? fillGlobalSections(parsed.data, globals) : design;
  };
  return {
    title: landing.title,
    description: landing.description,
    settings: landing.settings,
    prompts: landing.prompts,
    ...storedBrandKit(landing.brand_kit),
    pages: pages.map(({ id, design, ...page }) => ({ ...page, ref: id, home: id === landing.home_page_id, design: withGlobals(design) })),
    // A website's app content (its posts) is not part of what its copies and backups carry; only a template's content brings it.
    apps: {},
    forms: forms.map((form) => ({ ref: form.id, name: form.name, config: form.config as Record<string, unknown> })),
    menus: menus.map((menu) => ({ ref: menu.id, name: menu.name, position: menu.position, items: menu.items as Record<string, unknown>[] })),
    keywords: keywords.map((keyword) => keyword.name),
    file_ids: files.map((file) => file.id),
  };
}
