import { z } from 'zod';
import { appDirectoryEntrySchema } from './apps.ts';

/** Public configuration of the white-label the app is served under (GET /config). */
export const appConfigSchema = z.object({
  name: z.string(),
  logos: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
  maintenance: z.boolean(),
  /** The domain published sites live under as <subdomain>.<domain>. */
  site_domain: z.string(),
  /** Names of the plans the admin marked unlimited: they grant every premium app and element (§4). */
  unlimitedPlans: z.array(z.string()).default([]),
  /** The installed premium apps, as the app directory offers them. */
  premiumAppDirectory: z.array(appDirectoryEntrySchema).default([]),
  /** Ids of every premium element installed. */
  allPremiumElements: z.array(z.string()).default([]),
  /** The installed card designs (spec §3 design1…), for the card builder's design picker. */
  cardDesigns: z.array(z.object({ id: z.string(), label: z.string(), premium: z.boolean() })).default([]),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
