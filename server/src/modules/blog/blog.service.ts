import {
  BLOG_SLUG_TAKEN_MESSAGE,
  emptyDocument,
  pageDocumentSchema,
  type CreateBlogPostBody,
  type PageDocument,
  type PremiumGrants,
  type UpdateBlogPostBody,
  type LeftOutElement,
} from '@tessera/core';
import { claimContentSlug, writingSlug } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { BlogPostRow, BlogPostUpdate } from '../../db/schema-site-content.ts';
import { notFound } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { withFreshIds, type PublishingDeps } from '../pages/pages.service.ts';
import { refuseForeignSiteItems } from '../pages/site-item-references.ts';
import { saveVersionedDesign, type VersionedDesign } from '../pages/versioned-design.ts';
import { blogPostHead, leftOutElements, publishedColumns, renderSiteDocument, siteRenderContext } from '../sites/publisher.ts';

export async function requireBlogPost(db: Db, landing: LandingRow, postId: number): Promise<BlogPostRow> {
  const post = await db.selectFrom('blog_posts').selectAll().where('landing_id', '=', landing.id).where('id', '=', postId).executeTakeFirst();
  if (!post) throw notFound('Blog post');
  return post;
}

/** A draft post with an empty design, at its given address or one made from its title. */
export async function createBlogPost(db: Db, landing: LandingRow, body: CreateBlogPostBody): Promise<BlogPostRow> {
  const { unique_name: slug, ...fields } = body;
  const uniqueName = await claimContentSlug(db, 'blog_posts', landing.id, { slug, title: body.title }, BLOG_SLUG_TAKEN_MESSAGE);
  return writingSlug(
    () =>
      db
        .insertInto('blog_posts')
        .values({ ...fields, landing_id: landing.id, unique_name: uniqueName, design: JSON.stringify(emptyDocument()) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    BLOG_SLUG_TAKEN_MESSAGE,
  );
}

/**
 * A new draft post made from `source` (a post of this website, or one shared from another) with
 * `design` checked for the target's grants: fresh node ids, an address of its own.
 */
export async function copyBlogPost(db: Db, source: BlogPostRow, target: LandingRow, design: PageDocument): Promise<BlogPostRow> {
  const title = source.landing_id === target.id ? `${source.title} (copy)`.slice(0, 200) : source.title;
  const uniqueName = await claimContentSlug(db, 'blog_posts', target.id, { title }, BLOG_SLUG_TAKEN_MESSAGE);
  return writingSlug(
    () =>
      db
        .insertInto('blog_posts')
        .values({
          landing_id: target.id,
          title,
          unique_name: uniqueName,
          description: source.description,
          image: source.image,
          author: source.author,
          design: JSON.stringify(withFreshIds(design)),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    BLOG_SLUG_TAKEN_MESSAGE,
  );
}

/** The published snapshot rendered again with the post's current head; its design stays as published. */
async function rerenderPublished(deps: PublishingDeps, landing: LandingRow, post: BlogPostRow): Promise<BlogPostUpdate> {
  if (post.published_design === null) return {};
  return publishedColumns(renderSiteDocument(deps.render, await siteRenderContext(deps.db, deps.config, landing), blogPostHead(post), pageDocumentSchema.parse(post.published_design)));
}

/** Changes a post's title, address, excerpt, image or author; a published post shows them at once. */
export async function updateBlogPost(deps: PublishingDeps, landing: LandingRow, postId: number, body: UpdateBlogPostBody): Promise<BlogPostRow> {
  const post = await requireBlogPost(deps.db, landing, postId);
  if (body.unique_name !== undefined && body.unique_name !== post.unique_name) {
    await claimContentSlug(deps.db, 'blog_posts', landing.id, { slug: body.unique_name, title: post.title }, BLOG_SLUG_TAKEN_MESSAGE, post.id);
  }
  const changed = { ...post, ...body };
  const updated = await writingSlug(
    async () =>
      deps.db
        .updateTable('blog_posts')
        .set({ ...body, ...(await rerenderPublished(deps, landing, changed)), updated_at: new Date() })
        .where('id', '=', post.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    BLOG_SLUG_TAKEN_MESSAGE,
  );
  if (post.published_at !== null) deps.sites.invalidateLanding(landing.id);
  return updated;
}

export async function deleteBlogPost(deps: PublishingDeps, landing: LandingRow, postId: number): Promise<void> {
  const post = await requireBlogPost(deps.db, landing, postId);
  await deps.db.deleteFrom('blog_posts').where('id', '=', post.id).execute();
  if (post.published_at !== null) deps.sites.invalidateLanding(landing.id);
}

/** Saves the draft design at `version`, as the designer does for pages: 409 when the post moved on since. */
export async function saveBlogPostDesign(
  db: Db,
  registry: ElementRegistry,
  grants: PremiumGrants,
  landing: LandingRow,
  postId: number,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  const post = await requireBlogPost(db, landing, postId);
  const document: VersionedDesign = {
    noun: 'post',
    read: () => requireBlogPost(db, landing, post.id),
    write: async (design, expectedVersion) => {
      const row = await db
        .updateTable('blog_posts')
        .set({ design: JSON.stringify(design), updated_at: new Date() })
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', post.id)
        .where('version', '=', expectedVersion)
        .returning('version')
        .executeTakeFirst();
      return row?.version;
    },
    check: (design) => refuseForeignSiteItems(db, landing.id, design, 'design'),
  };
  return saveVersionedDesign(document, registry, grants, input);
}

/**
 * Freezes the draft design as the published post, rendered and compressed once, here. The
 * post keeps the date it was first published, so an edit does not move it up the blog index.
 */
export async function publishBlogPost(deps: PublishingDeps, landing: LandingRow, postId: number): Promise<{ post: BlogPostRow; leftOut: LeftOutElement[] }> {
  const post = await requireBlogPost(deps.db, landing, postId);
  const design = pageDocumentSchema.parse(post.design);
  const rendered = renderSiteDocument(deps.render, await siteRenderContext(deps.db, deps.config, landing), blogPostHead(post), design);
  const published = await deps.db
    .updateTable('blog_posts')
    .set({ published_design: JSON.stringify(design), published_version: post.version, published_at: post.published_at ?? new Date(), ...(await publishedColumns(rendered)) })
    .where('id', '=', post.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  deps.sites.invalidateLanding(landing.id);
  return { post: published, leftOut: leftOutElements(rendered) };
}

/** Takes the post off the blog: its address answers 404 and the index leaves it out until it is published again. */
export async function unpublishBlogPost(deps: PublishingDeps, landing: LandingRow, postId: number): Promise<BlogPostRow> {
  const post = await requireBlogPost(deps.db, landing, postId);
  const row = await deps.db
    .updateTable('blog_posts')
    .set({
      published_design: null,
      published_version: null,
      published_html: null,
      published_gzip: null,
      published_br: null,
      published_etag: null,
      published_at: null,
    })
    .where('id', '=', post.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  deps.sites.invalidateLanding(landing.id);
  return row;
}
