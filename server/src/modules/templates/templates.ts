import { pageDocumentSchema, type PageDocument } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/http-error.ts';
import { siteContentSchema, type SiteContent } from '../site-content/site-content.ts';

/** A published site template's content, or 422 naming `template_id`. */
export async function siteTemplateContent(db: Db, templateId: number): Promise<SiteContent> {
  const row = await db.selectFrom('site_templates').select('content').where('id', '=', templateId).where('published', '=', true).executeTakeFirst();
  if (!row) throw validationFailed({ template_id: ['The selected template id is invalid.'] });
  return siteContentSchema.parse(row.content);
}

/** A published page template's design, or 422 naming `page_template_id`. */
export async function pageTemplateDesign(db: Db, templateId: number): Promise<PageDocument> {
  const row = await db.selectFrom('page_templates').select('design').where('id', '=', templateId).where('published', '=', true).executeTakeFirst();
  if (!row) throw validationFailed({ page_template_id: ['The selected page template id is invalid.'] });
  return pageDocumentSchema.parse(row.design);
}

export async function listSiteTemplates(db: Db) {
  const rows = await db.selectFrom('site_templates').select(['id', 'name', 'description', 'category', 'content']).where('published', '=', true).orderBy('id').execute();
  return rows.map(({ content, ...row }) => ({ ...row, pages_count: siteContentSchema.safeParse(content).data?.pages.length ?? 0 }));
}

export function listPageTemplates(db: Db) {
  return db.selectFrom('page_templates').select(['id', 'name', 'category']).where('published', '=', true).orderBy('id').execute();
}
