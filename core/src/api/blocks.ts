import { z } from 'zod';
import { pageDocumentSchema } from '../document/page-document.ts';

/**
 * Blocks: ready-made sections a designer inserts into any page (spec §7 /admin-blocks,
 * /agency-blocks). A block's design is a page document of one or more sections; inserting it
 * copies them with fresh node ids (core's cloneWithNewIds).
 */

export const BLOCK_NAME_REQUIRED_MESSAGE = 'The name field is required.';
export const BLOCK_EMPTY_MESSAGE = 'A block holds at least one section.';
/** Sections a block may hold: a block is a part of a page, not a page. */
export const BLOCK_MAX_SECTIONS = 20;

const name = z
  .string({ error: BLOCK_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, BLOCK_NAME_REQUIRED_MESSAGE)
  .max(120, 'The name may not be longer than 120 characters.');
const category = z.string().trim().max(60, 'The category may not be longer than 60 characters.');

/** The design is checked element by element against the plugins on the server, like a page's. */
const design = z.unknown().refine((value) => value !== undefined, 'The design field is required.');

export const blockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  design: pageDocumentSchema,
  updated_at: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

export const agencyBlockSchema = blockSchema.extend({ agency_id: z.number().int() });
export type AgencyBlock = z.infer<typeof agencyBlockSchema>;

/** What saving an agency block answers. */
export const savedAgencyBlockSchema = z.object({ data: agencyBlockSchema, message: z.string(), success: z.boolean() });

export const adminBlockSchema = blockSchema.extend({
  published: z.boolean(),
  published_at: z.string().nullable(),
  version: z.number().int(),
});
export type AdminBlock = z.infer<typeof adminBlockSchema>;

/** What creating, changing, publishing or cloning an admin block answers. */
export const savedAdminBlockSchema = z.object({ data: adminBlockSchema, message: z.string(), success: z.boolean() });

export const blockParamsSchema = z.object({ blockId: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** /agency-blocks and /agency-blocks/{id}: the agency of `landing_id` (the website being designed), else the caller's own. */
export const agencyBlocksQuerySchema = z.object({ landing_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });

export const createBlockBodySchema = z.object({ name, category: category.default(''), design });
/** POST /admin-blocks-2: several admin blocks at once (a page's sections, each its own block), all or none. */
export const createBlocksBodySchema = z.object({
  blocks: z.array(createBlockBodySchema, { error: 'The blocks field is required.' }).min(1, 'Send at least one block.').max(50, 'Send at most 50 blocks at a time.'),
});
/** What a client sends (the category may be left out). */
export type CreateBlockBody = z.input<typeof createBlockBodySchema>;

export const updateBlockBodySchema = z.object({ name: name.optional(), category: category.optional(), design: design.optional() });
export type UpdateBlockBody = z.infer<typeof updateBlockBodySchema>;

/** An admin block's design is edited in the designer, which saves with the version it started from. */
export const updateAdminBlockBodySchema = updateBlockBodySchema.extend({ version: z.number().int().min(0).optional() });
export type UpdateAdminBlockBody = z.infer<typeof updateAdminBlockBodySchema>;

export const publishBlockBodySchema = z.object({ published: z.boolean().default(true) });
export const savedAdminBlocksSchema = z.object({ data: z.array(adminBlockSchema), message: z.string(), success: z.boolean() });
