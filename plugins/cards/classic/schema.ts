import { z } from '@tessera/sdk';

/** Classic's options. */
export const classicSchema = z.object({
  /** The bio under the details, or left out for a shorter card. */
  showBio: z.boolean().default(true),
});
export type ClassicOptions = z.infer<typeof classicSchema>;
