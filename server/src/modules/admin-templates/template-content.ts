import { z } from 'zod';
import { siteContentSchema } from '../site-content/site-content.ts';

/**
 * A site template's content as the admin edits it: the website content every template holds,
 * each page with its own version, so the designer's saves of one page never conflict with
 * another's. A new website reads the same content through siteContentSchema (no versions).
 */
const pageSchema = siteContentSchema.shape.pages.unwrap().element.extend({ version: z.number().int().min(1).default(1) });
export const templateContentSchema = siteContentSchema.extend({ pages: z.array(pageSchema).default(() => []) });
export type TemplateContent = z.infer<typeof templateContentSchema>;
export type TemplateContentPage = TemplateContent['pages'][number];
