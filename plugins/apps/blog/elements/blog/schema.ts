import { z } from '@tessera/sdk';

export const BLOG_ELEMENT_MAX = 12;

export const blogElementProps = z.object({
  heading: z.string().max(200).default('Latest posts'),
  /** Spec §9 blog layouts. A carousel scrolls sideways, snapping to each card, by touch, wheel or keyboard: no script. */
  layout: z.enum(['grid', 'masonry', 'list', 'carousel']).default('grid'),
  /** How many of the newest published posts are shown. */
  count: z.number().int().min(1).max(BLOG_ELEMENT_MAX).default(3),
  showExcerpt: z.boolean().default(true),
  /** A link to /blog under the cards. */
  showAllLink: z.boolean().default(true),
});
export type BlogElementProps = z.infer<typeof blogElementProps>;

/** What the blog app tells its element about a website (its server part's `siteData`): the newest published posts. */
export const blogSiteData = z.object({
  posts: z.array(
    z.object({
      title: z.string(),
      unique_name: z.string(),
      description: z.string(),
      image: z.string(),
      author: z.string(),
      published_at: z.string(),
    }),
  ),
});
export type BlogSiteData = z.infer<typeof blogSiteData>;
