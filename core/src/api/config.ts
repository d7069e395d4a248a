import { z } from 'zod';

/** Public configuration of the white-label the app is served under (GET /config). */
export const appConfigSchema = z.object({
  name: z.string(),
  logos: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
  maintenance: z.boolean(),
  /** The domain published sites live under as <subdomain>.<domain>. */
  site_domain: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
