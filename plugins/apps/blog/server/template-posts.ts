import {
  BLOG_SLUG_TAKEN_MESSAGE,
  defineSiteTemplatePart,
  DesignedDocumentsToken,
  notFound,
  PageNames,
  validationFailed,
  z,
  type AppServerContext,
  type CreateBlogPostBody,
  type Kysely,
  type UpdateBlogPostBody,
} from '@tessera/sdk';
import type { BlogTables } from '../blog-tables.ts';
import type { TemplatePost } from '../template-post-schemas.ts';
import { postHead } from './blog-store.ts';

/** A post as a template keeps it: its number within the template, its fields, its design and the design's version. */
const storedPostSchema = z.object({
  ref: z.number().int(),
  title: z.string(),
  unique_name: z.string(),
  description: z.string().default(''),
  image: z.string().default(''),
  author: z.string().default(''),
  design: z.unknown(),
  version: z.number().int().min(1).default(1),
});
type StoredPost = z.infer<typeof storedPostSchema>;
export interface TemplatePosts {
  posts: StoredPost[];
}

/**
 * The blog's part of a site template: posts a website made from the template starts with, as
 * drafts at the same addresses (made unique where two collide), their designs moved to the
 * website's own pages, forms and menus.
 */
export const templatePostsPart = defineSiteTemplatePart<TemplatePosts>({
  appId: 'blog',
  // Defaults made afresh each time: the part is changed in place, so a shared default would carry one template's posts into the next.
  schema: z.object({ posts: z.array(storedPostSchema).default(() => []) }).default(() => ({ posts: [] })),
  documents: (part) => part.posts.map((post) => ({ name: post.title, design: post.design })),
  async instantiate(part, { landing, db, designs }) {
    const blogDb: Kysely<BlogTables> = db;
    const names = new PageNames();
    for (const [index, post] of part.posts.entries()) {
      await blogDb
        .insertInto('blog_posts')
        .values({
          landing_id: landing.id,
          title: post.title,
          unique_name: names.claim(post.unique_name),
          description: post.description,
          image: post.image,
          author: post.author,
          design: JSON.stringify(designs[index]),
        })
        .execute();
    }
  },
  previewDocument(part, postId) {
    const post = requireTemplatePost(part, postId);
    return { ...postHead(post), design: post.design };
  },
});

export const toTemplatePost = (post: StoredPost): TemplatePost => ({
  id: post.ref,
  title: post.title,
  unique_name: post.unique_name,
  description: post.description,
  image: post.image,
  author: post.author,
  version: post.version,
});

export function requireTemplatePost(part: TemplatePosts, postId: number): StoredPost {
  const post = part.posts.find((entry) => entry.ref === postId);
  if (!post) throw notFound('Blog post');
  return post;
}

function refuseTakenAddress(part: TemplatePosts, uniqueName: string, exceptRef?: number): void {
  if (part.posts.some((post) => post.unique_name === uniqueName && post.ref !== exceptRef)) throw validationFailed({ unique_name: [BLOG_SLUG_TAKEN_MESSAGE] });
}

/** A post of the template with an empty design, at its given address or one made from its title. */
export function addTemplatePost(context: AppServerContext, part: TemplatePosts, body: CreateBlogPostBody): StoredPost {
  const { unique_name: slug, ...fields } = body;
  if (slug) refuseTakenAddress(part, slug);
  const post: StoredPost = {
    ...fields,
    ref: Math.max(0, ...part.posts.map((entry) => entry.ref)) + 1,
    unique_name: slug ?? new PageNames(part.posts.map((entry) => entry.unique_name)).claim(body.title),
    design: context.services.resolve(DesignedDocumentsToken).empty(),
    version: 1,
  };
  part.posts.push(post);
  return post;
}

/** Sets the fields `body` sends; a new address must be free among the template's posts. */
export function updateTemplatePost(part: TemplatePosts, postId: number, body: UpdateBlogPostBody): StoredPost {
  const post = requireTemplatePost(part, postId);
  if (body.unique_name !== undefined && body.unique_name !== post.unique_name) refuseTakenAddress(part, body.unique_name, post.ref);
  return Object.assign(post, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
}

export function deleteTemplatePost(part: TemplatePosts, postId: number): void {
  const post = requireTemplatePost(part, postId);
  part.posts = part.posts.filter((entry) => entry !== post);
}

/** The designer's save of a post over `version`, inside the template's lock: 409 when it moved on, unless it repeats what is stored. */
export function saveTemplatePostDesign(context: AppServerContext, part: TemplatePosts, postId: number, input: { design: unknown; version: number }) {
  const post = requireTemplatePost(part, postId);
  return context.services.resolve(DesignedDocumentsToken).saveVersioned(
    {
      noun: 'post',
      read: async () => ({ design: post.design, version: post.version }),
      async write(design, expectedVersion) {
        if (post.version !== expectedVersion) return undefined;
        post.design = design;
        post.version += 1;
        return post.version;
      },
    },
    input,
  );
}
