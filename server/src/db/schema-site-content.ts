import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

/**
 * The blog app's posts table as the platform's sharing and site templates copy posts into it
 * (migrations 0600 and 0707; the blog app's own migrations change it from there).
 */

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
