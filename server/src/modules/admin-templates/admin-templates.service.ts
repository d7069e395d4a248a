import {
  ALL_PREMIUM,
  emptyDocument,
  HOME_PAGE_DELETE_MESSAGE,
  pageDocumentSchema,
  UNIQUE_NAME_TAKEN_MESSAGE,
  uniqueNameMessage,
  type AdminTemplate,
  type AdminTemplatePage,
  type AdminTemplatePageWithDesign,
  type UpdatePageBody,
} from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { SiteTemplateRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { saveVersionedDesign, type VersionedDesign } from '../pages/versioned-design.ts';
import { PageNames } from '@tessera/core/rules';
import { templateContentSchema, type TemplateContent, type TemplateContentPage } from './template-content.ts';

export function toAdminTemplate(row: SiteTemplateRow): AdminTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    pages_count: templateContentSchema.safeParse(row.content).data?.pages.length ?? 0,
    updated_at: row.updated_at.toISOString(),
  };
}

export const toTemplatePage = (page: TemplateContentPage): AdminTemplatePage => ({
  id: page.ref,
  name: page.name,
  unique_name: page.unique_name,
  title: page.title,
  description: page.description,
  is_home: page.home,
  version: page.version,
});

export const toTemplatePageWithDesign = (page: TemplateContentPage): AdminTemplatePageWithDesign => ({
  ...toTemplatePage(page),
  design: pageDocumentSchema.parse(page.design ?? emptyDocument()),
});

/** The template `id`, or 404; with `publishedOnly` (reads open to anyone), a draft is not there either. */
export async function requireTemplate(db: Db, id: number, { publishedOnly = false } = {}): Promise<SiteTemplateRow> {
  const row = await db.selectFrom('site_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (publishedOnly && !row.published)) throw notFound('Template');
  return row;
}

export const contentOf = (row: SiteTemplateRow): TemplateContent => templateContentSchema.parse(row.content);

export function requireTemplatePage(content: TemplateContent, pageId: number): TemplateContentPage {
  const page = content.pages.find((entry) => entry.ref === pageId);
  if (!page) throw notFound('Page');
  return page;
}

/** A blank template: one empty home page. */
export function newTemplateContent(): TemplateContent {
  return templateContentSchema.parse({ pages: [{ ref: 1, name: 'Home', unique_name: 'home', home: true, design: emptyDocument() }] });
}

/**
 * Changes the template's content under a row lock, so two pages saved at the same moment both
 * land; `change` edits the content in place (or throws, and nothing is written).
 */
export function changeContent<T>(db: Db, templateId: number, change: (content: TemplateContent) => T | Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('site_templates').selectAll().where('id', '=', templateId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('Template');
    const content = contentOf(row);
    const result = await change(content);
    await trx.updateTable('site_templates').set({ content: JSON.stringify(content), updated_at: dbNow() }).where('id', '=', row.id).execute();
    return result;
  });
}

function checkAddress(content: TemplateContent, uniqueName: string, reserved: readonly string[], exceptRef?: number): void {
  const message = uniqueNameMessage(uniqueName, reserved);
  if (message) throw validationFailed({ unique_name: [message] });
  if (content.pages.some((page) => page.unique_name === uniqueName && page.ref !== exceptRef)) throw validationFailed({ unique_name: [UNIQUE_NAME_TAKEN_MESSAGE] });
}

export function addTemplatePage(
  content: TemplateContent,
  body: { name: string; unique_name?: string | undefined; title: string; description: string },
  reserved: readonly string[],
): TemplateContentPage {
  let uniqueName: string;
  if (body.unique_name) {
    checkAddress(content, body.unique_name, reserved);
    uniqueName = body.unique_name;
  } else {
    // The reserved addresses count as taken, so a page named "Blog" gets blog-2.
    uniqueName = new PageNames([...content.pages.map((page) => page.unique_name), ...reserved]).claim(body.name);
  }
  const page: TemplateContentPage = {
    ref: Math.max(0, ...content.pages.map((entry) => entry.ref)) + 1,
    name: body.name,
    unique_name: uniqueName,
    title: body.title,
    description: body.description,
    type: 'page',
    home: content.pages.length === 0,
    design: emptyDocument(),
    version: 1,
  };
  content.pages.push(page);
  return page;
}

/** Sets the fields `body` sends on a template's page, a new address checked first. */
export function updateTemplatePage(content: TemplateContent, pageId: number, body: UpdatePageBody, reserved: readonly string[]): TemplateContentPage {
  const page = requireTemplatePage(content, pageId);
  if (body.unique_name !== undefined && body.unique_name !== page.unique_name) checkAddress(content, body.unique_name, reserved, page.ref);
  return Object.assign(page, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
}

export function deleteTemplatePage(content: TemplateContent, pageId: number): void {
  const page = requireTemplatePage(content, pageId);
  if (page.home) throw validationFailed({ id: [HOME_PAGE_DELETE_MESSAGE] });
  content.pages = content.pages.filter((entry) => entry !== page);
}

export function setTemplateHome(content: TemplateContent, pageId: number): TemplateContentPage {
  const page = requireTemplatePage(content, pageId);
  for (const entry of content.pages) entry.home = entry === page;
  return page;
}

/**
 * The designer's save of a template's page over `version`: 409 when it moved on, unless it
 * repeats what is stored. Run inside changeContent, which holds the template's row, so the
 * write cannot lose a race.
 */
export function saveTemplatePageDesign(registry: ElementRegistry, content: TemplateContent, pageId: number, input: { design: unknown; version: number }): Promise<{ version: number; shouldReload: boolean }> {
  const item = requireTemplatePage(content, pageId);
  const document: VersionedDesign = {
    noun: 'page',
    read: async () => ({ design: item.design ?? emptyDocument(), version: item.version }),
    async write(design) {
      item.design = design;
      item.version += 1;
      return item.version;
    },
  };
  return saveVersionedDesign(document, registry, ALL_PREMIUM, input);
}
