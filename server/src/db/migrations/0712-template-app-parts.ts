import { sql, type Kysely } from 'kysely';

/**
 * A site template's blog posts leave the platform's part of its content for the blog app's:
 * `content.blogs` becomes `content.apps.blog.posts`, the place every app's part of a template
 * is kept (see SiteTemplatePart). The posts themselves are unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update site_templates
    set content = (content - 'blogs') || jsonb_build_object(
      'apps', coalesce(content -> 'apps', '{}'::jsonb) || jsonb_build_object('blog', jsonb_build_object('posts', content -> 'blogs'))
    )
    where content ? 'blogs'
  `.execute(db);
}
