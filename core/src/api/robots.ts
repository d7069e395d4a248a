import { z } from 'zod';

export const ROBOTS_MAX_LENGTH = 10_000;

export const robotsBodySchema = z.object({
  robots_txt: z
    .string({ error: 'The robots txt field is required.' })
    .max(ROBOTS_MAX_LENGTH, `The robots file may not be longer than ${ROBOTS_MAX_LENGTH} characters.`),
});

export const robotsSchema = z.object({
  robots_txt: z.string(),
  /** True while the website serves the default file (everything allowed, the sitemap named). */
  is_default: z.boolean(),
});
export type Robots = z.infer<typeof robotsSchema>;
