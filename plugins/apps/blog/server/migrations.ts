import type { AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    // Posts are drawn when visited (and kept until the website changes), like every app's pages,
    // so a change of the website's menus, forms or plan shows on them without drawing them again here.
    name: '0001-posts-drawn-on-request',
    async up(db) {
      await db.schema
        .alterTable('blog_posts')
        .dropColumn('published_html')
        .dropColumn('published_gzip')
        .dropColumn('published_br')
        .dropColumn('published_etag')
        .execute();
    },
  },
];
