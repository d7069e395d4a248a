import { z } from 'zod';
import { virtualPageSchema } from './page-management.ts';
import { pageSchema } from './pages.ts';

export const editorDataQuerySchema = z.object({
  landing_id: z.coerce.number().int('Must be a whole number').positive('Must be a positive id').max(2 ** 31 - 1).optional(),
});

/** What the designer needs before it opens (GET /editor-data). */
export const editorDataSchema = z.object({
  /** True for admins and unlimited plans: every premium element is usable. */
  all_premium_elements: z.boolean(),
  /** Premium elements the agency holds. */
  premium_elements: z.array(z.string()),
  /** Premium apps the agency holds; their elements are usable too (optional for clients of the first shape; the server always sends it). */
  premium_apps: z.array(z.string()).optional(),
  /** Plan features the agency holds (core PLAN_FEATURES); all of them for admins. */
  plan_features: z.array(z.string()),
  /** AI image generation is offered only when the agency holds an AI key (§6). */
  has_ai_key: z.boolean(),
  /** The website's pages, when `landing_id` was given, then its virtual entries (the blog, the episodes) that exist. */
  pages: z.array(z.union([pageSchema, virtualPageSchema])).nullable(),
  /** The caller's permission keys on that website, when `landing_id` was given. */
  permissions: z.array(z.string()).nullable(),
});
export type EditorData = z.infer<typeof editorDataSchema>;
