import { z } from 'zod';

/** One object: `{ data: {...} }` (spec §7). */
export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** A whole list, unpaginated: `{ data: [...] }`. */
export const itemsEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** A list: `{ data: [...], meta: { total } }` (spec §7). */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ total: z.number().int() }) });

/** The §8 error body. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Path ids are positive integers; anything else is refused before it reaches a query. */
export const idSchema = z.coerce.number().int('Must be a whole number').positive('Must be a positive id').max(2 ** 31 - 1);
