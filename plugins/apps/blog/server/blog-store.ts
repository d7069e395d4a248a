import {
  BLOG_SLUG_TAKEN_MESSAGE,
  claimContentSlug,
  clockNow,
  validationFailed,
  DesignedDocumentsToken,
  listContentItems,
  notFound,
  SiteChangesToken,
  SitePagesToken,
  shareStateOf,
  sharingOffError,
  sql,
  WebsiteReachToken,
  writingSlug,
  type AppCaller,
  type AppLanding,
  type AppServerContext,
  type BlogPost,
  type BlogPostWithDesign,
  type ContentListQuery,
  type CreateBlogPostBody,
  type Kysely,
  type LeftOutElement,
  type Selectable,
  type ShareState,
  type UpdateBlogPostBody,
} from '@tessera/sdk';
import type { BlogTables } from '../blog-tables.ts';

export type BlogPostRow = Selectable<BlogTables['blog_posts']>;

// The platform's database seen through the app's own table only.
const blogDb = (context: AppServerContext): Kysely<BlogTables> => context.db;
// Published pages are drawn again as well: a Blog element on them shows the newest published posts.
const siteChanged = (context: AppServerContext, landingId: number) => context.services.resolve(SiteChangesToken).changed(landingId, { pages: true });

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    landing_id: row.landing_id,
    title: row.title,
    unique_name: row.unique_name,
    description: row.description,
    image: row.image,
    author: row.author,
    version: row.version,
    published_version: row.published_version,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toBlogPostWithDesign(row: BlogPostRow): BlogPostWithDesign {
  return { ...toBlogPost(row), design: row.design as BlogPostWithDesign['design'] };
}

/** A post's head on the site: its title, excerpt and image at /blog/<unique_name>. */
export const postHead = (post: Pick<BlogPostRow, 'title' | 'description' | 'image' | 'unique_name'>) => ({
  title: post.title,
  description: post.description,
  image: post.image || undefined,
  path: `/blog/${post.unique_name}`,
});

/** One page of the website's posts, newest first, optionally those whose title or address holds `search`. */
export const listBlogPosts = (context: AppServerContext, landingId: number, query: ContentListQuery) => listContentItems<BlogPostRow>(context.db, 'blog_posts', landingId, query);

export async function requireBlogPost(context: AppServerContext, landing: AppLanding, postId: number): Promise<BlogPostRow> {
  const post = await blogDb(context).selectFrom('blog_posts').selectAll().where('landing_id', '=', landing.id).where('id', '=', postId).executeTakeFirst();
  if (!post) throw notFound('Blog post');
  return post;
}

const claimSlug = (context: AppServerContext, landingId: number, wanted: { slug?: string; title: string }, exceptId?: number) =>
  claimContentSlug(context.db, 'blog_posts', landingId, wanted, BLOG_SLUG_TAKEN_MESSAGE, exceptId);
const writing = <T>(write: () => Promise<T>) => writingSlug(write, BLOG_SLUG_TAKEN_MESSAGE);

/** A draft post of the website with `design`, at its given address or one made from its title. */
export async function addBlogPost(
  context: AppServerContext,
  landing: AppLanding,
  post: { title: string; unique_name?: string; description?: string; image?: string; author?: string; design: unknown },
): Promise<BlogPostRow> {
  const { unique_name: slug, design, ...fields } = post;
  const uniqueName = await claimSlug(context, landing.id, { slug, title: post.title });
  return writing(() =>
    blogDb(context)
      .insertInto('blog_posts')
      .values({ ...fields, landing_id: landing.id, unique_name: uniqueName, design: JSON.stringify(design) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** A draft post with an empty design, at its given address or one made from its title. */
export const createBlogPost = (context: AppServerContext, landing: AppLanding, body: CreateBlogPostBody) =>
  addBlogPost(context, landing, { ...body, design: context.services.resolve(DesignedDocumentsToken).empty() });

/**
 * A new draft post of `target` made from `source` (a post of this website, one shared from
 * another, or an admin's): its design checked for what the caller may use on the target, with fresh node ids
 * and an address of its own.
 */
export async function copyBlogPost(
  context: AppServerContext,
  source: Pick<BlogPostRow, 'title' | 'description' | 'image' | 'author' | 'design'> & { landing_id?: number },
  target: AppLanding,
  caller: AppCaller | null,
): Promise<BlogPostRow> {
  const documents = context.services.resolve(DesignedDocumentsToken);
  const design = documents.withFreshIds(await documents.validateForWebsite(source.design, { landing: target, caller }));
  const title = source.landing_id === target.id ? `${source.title} (copy)`.slice(0, 200) : source.title;
  return addBlogPost(context, target, { title, description: source.description, image: source.image, author: source.author, design });
}

/** The share state of a post named by its own id: 404 out of the caller's reach, 403 without the blog's share permission there. */
export async function shareStateOfPost(context: AppServerContext, caller: AppCaller, postId: number): Promise<ShareState> {
  const post = await blogDb(context).selectFrom('blog_posts').select(['landing_id', 'unique_id', 'sharing']).where('id', '=', postId).executeTakeFirst();
  if (!post) throw notFound('Blog post');
  await context.services.resolve(WebsiteReachToken).require(caller, post.landing_id, 'blog.share', 'Blog post');
  return shareStateOf(post);
}

export async function switchPostSharing(context: AppServerContext, landing: AppLanding, postId: number, sharing: boolean): Promise<ShareState> {
  const post = await requireBlogPost(context, landing, postId);
  return shareStateOf(await blogDb(context).updateTable('blog_posts').set({ sharing }).where('id', '=', post.id).returning(['sharing', 'unique_id']).executeTakeFirstOrThrow());
}

/** A new share id for the post: the old link answers 404 from now on. */
export async function rotatePostShareId(context: AppServerContext, landing: AppLanding, postId: number): Promise<ShareState> {
  const post = await requireBlogPost(context, landing, postId);
  const row = await blogDb(context)
    .updateTable('blog_posts')
    .set({ unique_id: sql<string>`gen_random_uuid()` })
    .where('id', '=', post.id)
    .where('sharing', '=', true)
    .returning(['sharing', 'unique_id'])
    .executeTakeFirst();
  if (!row) throw sharingOffError();
  return shareStateOf(row);
}

/** The post whose share id is `uniqueId` and whose sharing is on, on whichever website: the id is the share link's secret. */
export async function requireSharedBlogPost(context: AppServerContext, uniqueId: string): Promise<BlogPostRow> {
  const post = await blogDb(context).selectFrom('blog_posts').selectAll().where('unique_id', '=', uniqueId).where('sharing', '=', true).executeTakeFirst();
  if (!post) throw notFound('Shared blog post');
  return post;
}

/** Changes a post's title, address, excerpt, image or author; a published post shows them at once. */
export async function updateBlogPost(context: AppServerContext, landing: AppLanding, postId: number, body: UpdateBlogPostBody): Promise<BlogPostRow> {
  const post = await requireBlogPost(context, landing, postId);
  if (body.unique_name !== undefined && body.unique_name !== post.unique_name) {
    await claimSlug(context, landing.id, { slug: body.unique_name, title: post.title }, post.id);
  }
  const updated = await writing(() =>
    blogDb(context).updateTable('blog_posts').set({ ...body, updated_at: clockNow(context) }).where('id', '=', post.id).returningAll().executeTakeFirstOrThrow(),
  );
  if (post.published_at !== null) await siteChanged(context, landing.id);
  return updated;
}

export async function deleteBlogPost(context: AppServerContext, landing: AppLanding, postId: number): Promise<void> {
  const post = await requireBlogPost(context, landing, postId);
  await blogDb(context).deleteFrom('blog_posts').where('id', '=', post.id).execute();
  if (post.published_at !== null) await siteChanged(context, landing.id);
}

/** The designer's write of a post's draft design (a website's or the admin's): only while it is still at `expectedVersion`, answering the new version. */
export function designWriter(context: AppServerContext, table: 'blog_posts' | 'blog_admin_posts', postId: number) {
  return async (design: unknown, expectedVersion: number): Promise<number | undefined> => {
    // Both tables hold a design at a version alike; seen through one of them, the statement is the same.
    const db: Kysely<Pick<BlogTables, 'blog_posts'>> = context.db;
    const row = await db
      .updateTable(table as 'blog_posts')
      .set({ design: JSON.stringify(design), updated_at: clockNow(context) })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', postId)
      .where('version', '=', expectedVersion)
      .returning('version')
      .executeTakeFirst();
    return row?.version;
  };
}

/** Saves the draft design at `version`, as the designer does for pages: 409 when the post moved on since. */
export async function saveBlogPostDesign(
  context: AppServerContext,
  landing: AppLanding,
  caller: AppCaller | null,
  postId: number,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  const post = await requireBlogPost(context, landing, postId);
  const document = {
    noun: 'post',
    read: () => requireBlogPost(context, landing, post.id),
    write: designWriter(context, 'blog_posts', post.id),
  };
  return context.services.resolve(DesignedDocumentsToken).saveVersioned(document, input, { landing, caller });
}

/**
 * Freezes the draft design as the published post. It is drawn here once to name the elements
 * the site cannot show, and keeps the date it was first published, so an edit does not move
 * it up the blog index.
 */
export async function publishBlogPost(context: AppServerContext, landing: AppLanding, postId: number): Promise<{ post: BlogPostRow; leftOut: LeftOutElement[] }> {
  const post = await requireBlogPost(context, landing, postId);
  const { leftOut } = await context.services.resolve(SitePagesToken).renderDesign(landing.id, postHead(post), post.design);
  const published = await blogDb(context)
    .updateTable('blog_posts')
    .set({ published_design: JSON.stringify(post.design), published_version: post.version, published_at: post.published_at ?? clockNow(context) })
    .where('id', '=', post.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await siteChanged(context, landing.id);
  return { post: published, leftOut };
}

/** Publishes the post on its own at `publishAt` (the blog's minute job does), or no longer when null. */
export async function schedulePublish(context: AppServerContext, post: BlogPostRow, publishAt: Date | null): Promise<BlogPostRow> {
  if (publishAt !== null && publishAt <= clockNow(context)) throw validationFailed({ publish_at: ['Choose a moment still to come.'] });
  return blogDb(context).updateTable('blog_posts').set({ publish_at: publishAt }).where('id', '=', post.id).returningAll().executeTakeFirstOrThrow();
}

/** Takes the post off the blog: its address answers 404 and the index leaves it out until it is published again. */
export async function unpublishBlogPost(context: AppServerContext, landing: AppLanding, postId: number): Promise<BlogPostRow> {
  const post = await requireBlogPost(context, landing, postId);
  const row = await blogDb(context)
    .updateTable('blog_posts')
    .set({ published_design: null, published_version: null, published_at: null })
    .where('id', '=', post.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await siteChanged(context, landing.id);
  return row;
}

export interface PublishedPost {
  title: string;
  unique_name: string;
  description: string;
  image: string;
  author: string;
  published_at: Date;
}

/** The website's published posts, newest first, `limit` of them when given. */
export async function publishedPosts(context: AppServerContext, landingId: number, limit?: number): Promise<PublishedPost[]> {
  let query = blogDb(context)
    .selectFrom('blog_posts')
    .select(['title', 'unique_name', 'description', 'image', 'author', 'published_at'])
    .where('landing_id', '=', landingId)
    .where('published_design', 'is not', null)
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, published_at: row.published_at! }));
}

/** The published post at `uniqueName`, with its design as published. */
export async function publishedPost(context: AppServerContext, landingId: number, uniqueName: string): Promise<(PublishedPost & { published_design: unknown }) | undefined> {
  const row = await blogDb(context)
    .selectFrom('blog_posts')
    .select(['title', 'unique_name', 'description', 'image', 'author', 'published_at', 'published_design'])
    .where('landing_id', '=', landingId)
    .where('unique_name', '=', uniqueName)
    .where('published_design', 'is not', null)
    .where('published_at', 'is not', null)
    .executeTakeFirst();
  return row ? { ...row, published_at: row.published_at! } : undefined;
}
