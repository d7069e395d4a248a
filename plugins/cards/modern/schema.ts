import { z } from '@tessera/sdk';

/** Modern's options. */
export const modernSchema = z.object({
  /** The photo as a circle overlapping the cover, or a rounded square. */
  roundPhoto: z.boolean().default(true),
});
export type ModernOptions = z.infer<typeof modernSchema>;
