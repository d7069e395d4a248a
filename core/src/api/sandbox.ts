import { z } from 'zod';
import { pageDocumentSchema } from '../document/page-document.ts';

/**
 * A page's sandbox design (spec §2 "sandbox_design"): a scratch copy of the page's design that
 * is edited and saved on its own and never touches the page until it is applied.
 */

export const sandboxDesignSchema = z.object({
  page_id: z.number().int(),
  design: pageDocumentSchema,
  /** The sandbox's own version; 0 while nothing has been saved (the design is then the page's). */
  version: z.number().int(),
  /** The page version the sandbox was copied from (or last applied to). */
  base_version: z.number().int(),
  /** The page's version now: when it differs from base_version, the page changed after the copy. */
  page_version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SandboxDesign = z.infer<typeof sandboxDesignSchema>;

export const applySandboxBodySchema = z.object({
  /** The sandbox version being applied: a sandbox saved elsewhere since is refused with 409. */
  version: z.number({ error: 'The version field is required.' }).int().min(0),
  /** The page version it replaces: a page saved since is refused with 409, so nothing is overwritten unseen. */
  page_version: z.number({ error: 'The page version field is required.' }).int().min(0),
});
export type ApplySandboxBody = z.infer<typeof applySandboxBodySchema>;

export const applySandboxResponseSchema = z.object({
  data: z.object({ page_version: z.number().int(), version: z.number().int() }),
  message: z.string(),
  success: z.boolean(),
});
