import type { ColumnType, Generated } from '@tessera/sdk';

type Json = ColumnType<unknown, string, string>;

/**
 * The app's table. It is older than the app contract (the platform's migrations 0600 and 0707
 * made it, and history cannot be rewritten on existing databases), hence its name without the
 * app's prefix; the app's own migrations change it from there. Site templates and share links
 * copy posts into it as well (the platform's sharing and templates).
 */
export type BlogTables = {
  blog_posts: {
    id: Generated<number>;
    landing_id: number;
    title: string;
    /** The post's address under /blog/, unique on its website. */
    unique_name: string;
    /** The excerpt of the blog index and the post's description meta. */
    description: Generated<string>;
    image: Generated<string>;
    author: Generated<string>;
    design: Json;
    version: Generated<number>;
    /** The design as published, drawn on request; null while the post is a draft. */
    published_design: Json | null;
    published_version: number | null;
    published_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** The share id. */
    unique_id: Generated<string>;
  };
};
