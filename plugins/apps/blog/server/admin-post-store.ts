import { clockNow, DesignedDocumentsToken, notFound, type AppServerContext, type CreateBlogPostBody, type Kysely, type Selectable, type UpdateBlogPostBody } from '@tessera/sdk';
import type { AdminPost } from '../admin-post-schemas.ts';
import type { BlogTables } from '../blog-tables.ts';
import { designWriter } from './blog-store.ts';

export type AdminPostRow = Selectable<BlogTables['blog_admin_posts']>;

const blogDb = (context: AppServerContext): Kysely<BlogTables> => context.db;
const documents = (context: AppServerContext) => context.services.resolve(DesignedDocumentsToken);

export const toAdminPost = (row: AdminPostRow): AdminPost => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: row.image,
  author: row.author,
  version: row.version,
  published_at: row.published_at?.toISOString() ?? null,
  unique_id: row.unique_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const listAdminPosts = (context: AppServerContext) => blogDb(context).selectFrom('blog_admin_posts').selectAll().orderBy('id', 'desc').execute();

export async function requireAdminPost(context: AppServerContext, postId: number): Promise<AdminPostRow> {
  const row = await blogDb(context).selectFrom('blog_admin_posts').selectAll().where('id', '=', postId).executeTakeFirst();
  if (!row) throw notFound('Admin blog post');
  return row;
}

/** The published admin post whose share id is `uniqueId`; a draft is not shared. */
export async function requireSharedAdminPost(context: AppServerContext, uniqueId: string): Promise<AdminPostRow & { published_design: unknown }> {
  const row = await blogDb(context).selectFrom('blog_admin_posts').selectAll().where('unique_id', '=', uniqueId).where('published_design', 'is not', null).executeTakeFirst();
  if (!row) throw notFound('Shared admin blog post');
  return row;
}

export const createAdminPost = (context: AppServerContext, body: Omit<CreateBlogPostBody, 'unique_name'>, design: unknown = documents(context).empty()) =>
  blogDb(context)
    .insertInto('blog_admin_posts')
    .values({ title: body.title, description: body.description, image: body.image, author: body.author, design: JSON.stringify(design) })
    .returningAll()
    .executeTakeFirstOrThrow();

export async function updateAdminPost(context: AppServerContext, postId: number, body: Omit<UpdateBlogPostBody, 'unique_name'>): Promise<AdminPostRow> {
  const post = await requireAdminPost(context, postId);
  return blogDb(context).updateTable('blog_admin_posts').set({ ...body, updated_at: clockNow(context) }).where('id', '=', post.id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteAdminPost(context: AppServerContext, postId: number): Promise<void> {
  const post = await requireAdminPost(context, postId);
  await blogDb(context).deleteFrom('blog_admin_posts').where('id', '=', post.id).execute();
}

export async function saveAdminPostDesign(context: AppServerContext, postId: number, input: { design: unknown; version: number }) {
  const post = await requireAdminPost(context, postId);
  return documents(context).saveVersioned(
    {
      noun: 'post',
      read: () => requireAdminPost(context, post.id),
      write: designWriter(context, 'blog_admin_posts', post.id),
    },
    input,
  );
}

/** Shares the post's current design (agencies import it from then on); it keeps the date it was first published. */
export async function setAdminPostPublished(context: AppServerContext, postId: number, published: boolean): Promise<AdminPostRow> {
  const post = await requireAdminPost(context, postId);
  const now = clockNow(context);
  return blogDb(context)
    .updateTable('blog_admin_posts')
    .set(published ? { published_design: JSON.stringify(post.design), published_at: post.published_at ?? now } : { published_design: null, published_at: null })
    .where('id', '=', post.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function cloneAdminPost(context: AppServerContext, postId: number): Promise<AdminPostRow> {
  const post = await requireAdminPost(context, postId);
  return copyIntoAdminPosts(context, { ...post, title: `${post.title} (copy)`.slice(0, 200) });
}

/** A new draft admin post from another post's words and design (the admin holds every element, so nothing is left out). */
export const copyIntoAdminPosts = (context: AppServerContext, source: Pick<AdminPostRow, 'title' | 'description' | 'image' | 'author' | 'design'>) =>
  createAdminPost(context, source, documents(context).withFreshIds(source.design));
