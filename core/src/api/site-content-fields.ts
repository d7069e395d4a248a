import { z } from 'zod';
import { isPathOrUrl } from '../rules/url.ts';
import { IMAGE_URL_PATTERN } from '../style/node-style.ts';
import { UNIQUE_NAME_INVALID_MESSAGE, UNIQUE_NAME_PATTERN } from './page-publishing.ts';

/** Fields blog posts and podcast episodes share: their address under /blog or /episodes, their image, their list query. */

/** A post's or episode's address: the same rule as a page's unique name. */
export const contentSlugSchema = z
  .string()
  .trim()
  .min(1, 'The unique name field is required.')
  .max(100, 'The unique name may not be longer than 100 characters.')
  .regex(UNIQUE_NAME_PATTERN, UNIQUE_NAME_INVALID_MESSAGE);

/** An image shown in lists and shares: empty, an http(s) address or an uploaded image's path. */
export const contentImageSchema = z
  .string()
  .trim()
  .max(2048, 'The image may not be longer than 2048 characters.')
  .refine((value) => value === '' || IMAGE_URL_PATTERN.test(value), 'Use an http(s) address or an uploaded image.');

/** An image setting that may be cleared (a logo): the same rule, with '' or null stored as none. */
export const imageOrNoneSchema = contentImageSchema.nullable().transform((value) => value || null);

export const MEDIA_URL_MESSAGE = 'Use an http(s) address or a path on this website starting with /.';

/** A media address (spec §5 URL check): an http(s) URL, or a path on the site itself. */
export const isMediaUrl = (value: string) => isPathOrUrl(value, { requireScheme: true });

export const contentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(20),
  /** Words of the title or address. */
  search: z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
