import { z } from 'zod';
import { leftOutElementSchema } from './left-out-elements.ts';
import { pageDocumentSchema, type PageDocument } from '../document/page-document.ts';

export const pageSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  unique_name: z.string(),
  title: z.string(),
  description: z.string(),
  is_home: z.boolean(),
  version: z.number().int(),
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const pageWithDesignSchema = pageSchema.extend({
  design: pageDocumentSchema,
  /** Who saved the design last in the designer, when known: named in the designer's conflict banner. */
  updated_by_name: z.string().nullable().default(null),
});
export type PageWithDesign = z.infer<typeof pageWithDesignSchema>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTree = (list: unknown) => Array.isArray(list) && list.every((node) => isObject(node) && typeof node.id === 'string' && Array.isArray(node.rows));

/** A page design's outline: sections and popups with ids and rows, what their nodes hold left unchecked. */
function isDesignOutline(value: unknown): value is PageDocument {
  return isObject(value) && typeof value.schemaVersion === 'number' && isTree(value.sections) && (value.popups === undefined || isTree(value.popups));
}

/**
 * A page as the server sends it, for a reader that trusts the server's parse. The server parses
 * the stored design with pageDocumentSchema just before it answers (toPageWithDesign), so the
 * design is checked in outline only: parsing its thousands of nodes a second time took about
 * 28 ms of the designer's opening at 2,000 elements on the 2-core machine.
 */
export const pageWithServerDesignSchema = pageWithDesignSchema.extend({ design: z.custom<PageDocument>(isDesignOutline, 'Not a page design') });

export const landingPageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  pageId: z.coerce.number().int().positive(),
});

/** The design is checked element by element against the plugins on the server, not by this schema. */
export const putDesignBodySchema = z.object({
  design: z.unknown().refine((value) => value !== undefined, 'The design field is required.'),
  version: z.number({ error: 'The version field is required.' }).int().min(0),
});
export type PutDesignBody = z.infer<typeof putDesignBodySchema>;

export const putDesignResponseSchema = z.object({
  data: z.object({ version: z.number().int() }),
  /** True when the server changed the design while saving it (migrated or normalised props): the editor should reload it. */
  shouldReload: z.boolean(),
});
export type PutDesignResponse = z.infer<typeof putDesignResponseSchema>;

export const publishResponseSchema = z.object({
  data: z.object({ published_version: z.number().int(), published_at: z.string() }),
  message: z.string(),
  success: z.boolean(),
  /** Elements left out because their plugin failed to render them; the page is live without them. */
  left_out: z.array(leftOutElementSchema),
});
