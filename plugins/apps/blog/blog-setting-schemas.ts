import { z } from '@tessera/sdk';

/** The blog index's own words (blog-setting): its heading and the description search engines show. */
export const blogSettingBodySchema = z.object({
  title: z.string().trim().min(1, 'The title field is required.').max(100, 'The title may not be longer than 100 characters.'),
  /** Left empty, the website's description. */
  description: z.string().trim().max(300, 'The description may not be longer than 300 characters.').default(''),
});
export type BlogSetting = z.infer<typeof blogSettingBodySchema>;
export const blogSettingSchema = z.object({ data: blogSettingBodySchema });
export const DEFAULT_BLOG_SETTING: BlogSetting = { title: 'Blog', description: '' };
