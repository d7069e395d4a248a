import { z } from '@tessera/sdk';

/** Sleek's options. */
export const sleekSchema = z.object({
  /** The channel buttons as pills with their names, or as a row of icons. */
  channelNames: z.boolean().default(true),
});
export type SleekOptions = z.infer<typeof sleekSchema>;
