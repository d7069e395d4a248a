import { z } from '@tessera/sdk';

/** Elegant's options. */
export const elegantSchema = z.object({
  /** A thin rule in the accent colour between the sections. */
  rules: z.boolean().default(true),
});
export type ElegantOptions = z.infer<typeof elegantSchema>;
