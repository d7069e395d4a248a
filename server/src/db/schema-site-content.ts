import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of a website's blog posts (migration 0600; its episodes table is the podcasts app's). */

export interface BlogPostsTable {
  id: Generated<number>;
  landing_id: number;
  title: string;
  /** The post's address under /blog/, unique on its website. */
  unique_name: string;
  /** The excerpt of the blog index and the post's description meta. */
  description: Generated<string>;
  image: Generated<string>;
  author: Generated<string>;
  design: Json<unknown>;
  version: Generated<number>;
  published_design: Json<unknown> | null;
  published_version: number | null;
  published_html: string | null;
  published_gzip: Uint8Array | null;
  published_br: Uint8Array | null;
  published_etag: string | null;
  published_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The share id (migration 0707). */
  unique_id: Generated<string>;
}

export interface SiteContentTables {
  blog_posts: BlogPostsTable;
}

export type BlogPostRow = Selectable<BlogPostsTable>;
export type BlogPostUpdate = Updateable<BlogPostsTable>;
