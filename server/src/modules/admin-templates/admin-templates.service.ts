import {
  ALL_PREMIUM,
  BLOG_SLUG_TAKEN_MESSAGE,
  emptyDocument,
  HOME_PAGE_DELETE_MESSAGE,
  pageDocumentSchema,
  stableJson,
  UNIQUE_NAME_TAKEN_MESSAGE,
  uniqueNameMessage,
  validateDesign,
  type AdminTemplate,
  type AdminTemplatePage,
  type AdminTemplatePageWithDesign,
  type CreateBlogPostBody,
  type TemplateBlog,
  type TemplateBlogWithDesign,
  type UpdateBlogPostBody,
  type UpdatePageBody,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { SiteTemplateRow } from '../../db/schema-dashboard.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { changedOnSave } from '../pages/versioned-design.ts';
import { PageNames } from '@tessera/core/rules';
import { templateContentSchema, type TemplateContent, type TemplateContentBlog, type TemplateContentPage } from './template-content.ts';

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

export async function requireTemplate(db: Db, id: number): Promise<SiteTemplateRow> {
  const row = await db.selectFrom('site_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Template');
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
export function changeContent<T>(db: Db, templateId: number, change: (content: TemplateContent) => T): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('site_templates').selectAll().where('id', '=', templateId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('Template');
    const content = contentOf(row);
    const result = change(content);
    await trx.updateTable('site_templates').set({ content: JSON.stringify(content), updated_at: new Date() }).where('id', '=', row.id).execute();
    return result;
  });
}

function checkAddress(content: TemplateContent, uniqueName: string, exceptRef?: number): void {
  const message = uniqueNameMessage(uniqueName);
  if (message) throw validationFailed({ unique_name: [message] });
  if (content.pages.some((page) => page.unique_name === uniqueName && page.ref !== exceptRef)) throw validationFailed({ unique_name: [UNIQUE_NAME_TAKEN_MESSAGE] });
}

export function addTemplatePage(content: TemplateContent, body: { name: string; unique_name?: string | undefined; title: string; description: string }): TemplateContentPage {
  let uniqueName: string;
  if (body.unique_name) {
    checkAddress(content, body.unique_name);
    uniqueName = body.unique_name;
  } else {
    uniqueName = new PageNames(content.pages.map((page) => page.unique_name)).claim(body.name);
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

/** Sets the fields `body` sends on a template's page or post, a new address checked by `check` first. */
function applyChanges<T extends { ref: number; unique_name: string }>(item: T, body: { unique_name?: string | undefined }, check: (uniqueName: string, exceptRef: number) => void): T {
  if (body.unique_name !== undefined && body.unique_name !== item.unique_name) check(body.unique_name, item.ref);
  Object.assign(item, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
  return item;
}

export function updateTemplatePage(content: TemplateContent, pageId: number, body: UpdatePageBody): TemplateContentPage {
  return applyChanges(requireTemplatePage(content, pageId), body, (uniqueName, exceptRef) => checkAddress(content, uniqueName, exceptRef));
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

/** The designer's save of a template's page or post over `version`: 409 when it moved on, unless it repeats what is stored. */
function saveContentDesign(registry: ElementRegistry, item: { design?: unknown; version: number }, input: { design: unknown; version: number }, noun: string): { version: number; shouldReload: boolean } {
  const previous = pageDocumentSchema.parse(item.design ?? emptyDocument());
  const result = validateDesign(input.design, { registry, grants: ALL_PREMIUM, previous, fieldPrefix: 'design' });
  if (item.version !== input.version) {
    if (result.ok && stableJson(result.document) === stableJson(previous)) return { version: item.version, shouldReload: false };
    throw new HttpError(
      'version_conflict',
      `This ${noun} was saved elsewhere since you opened it (you edited version ${input.version}, it is now at version ${item.version}). Reload to see those changes.`,
    );
  }
  if (!result.ok) throw validationFailed(result.errors);
  item.design = result.document;
  item.version += 1;
  return { version: item.version, shouldReload: changedOnSave(input.design, result.document) };
}

export function saveTemplatePageDesign(registry: ElementRegistry, content: TemplateContent, pageId: number, input: { design: unknown; version: number }) {
  return saveContentDesign(registry, requireTemplatePage(content, pageId), input, 'page');
}

export const toTemplateBlog = (blog: TemplateContentBlog): TemplateBlog => ({
  id: blog.ref,
  title: blog.title,
  unique_name: blog.unique_name,
  description: blog.description,
  image: blog.image,
  author: blog.author,
  version: blog.version,
});

export const toTemplateBlogWithDesign = (blog: TemplateContentBlog): TemplateBlogWithDesign => ({ ...toTemplateBlog(blog), design: pageDocumentSchema.parse(blog.design ?? emptyDocument()) });

export function requireTemplateBlog(content: TemplateContent, blogId: number): TemplateContentBlog {
  const blog = content.blogs.find((entry) => entry.ref === blogId);
  if (!blog) throw notFound('Blog post');
  return blog;
}

function checkPostAddress(content: TemplateContent, uniqueName: string, exceptRef?: number): void {
  if (content.blogs.some((blog) => blog.unique_name === uniqueName && blog.ref !== exceptRef)) throw validationFailed({ unique_name: [BLOG_SLUG_TAKEN_MESSAGE] });
}

/** A draft post of the template with an empty design, at its given address or one made from its title. */
export function addTemplateBlog(content: TemplateContent, body: CreateBlogPostBody): TemplateContentBlog {
  const { unique_name: slug, ...fields } = body;
  if (slug) checkPostAddress(content, slug);
  const blog: TemplateContentBlog = {
    ...fields,
    ref: Math.max(0, ...content.blogs.map((entry) => entry.ref)) + 1,
    unique_name: slug ?? new PageNames(content.blogs.map((entry) => entry.unique_name)).claim(body.title),
    design: emptyDocument(),
    version: 1,
  };
  content.blogs.push(blog);
  return blog;
}

export function updateTemplateBlog(content: TemplateContent, blogId: number, body: UpdateBlogPostBody): TemplateContentBlog {
  return applyChanges(requireTemplateBlog(content, blogId), body, (uniqueName, exceptRef) => checkPostAddress(content, uniqueName, exceptRef));
}

export function deleteTemplateBlog(content: TemplateContent, blogId: number): void {
  const blog = requireTemplateBlog(content, blogId);
  content.blogs = content.blogs.filter((entry) => entry !== blog);
}

export function saveTemplateBlogDesign(registry: ElementRegistry, content: TemplateContent, blogId: number, input: { design: unknown; version: number }) {
  return saveContentDesign(registry, requireTemplateBlog(content, blogId), input, 'post');
}
