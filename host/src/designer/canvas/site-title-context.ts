import { createSubscribedContext } from '@tessera/sdk';

/**
 * The title of the website whose page the canvas draws, for the `{{site.title}}` token; null
 * outside a website (templates). Subscribed: every element view reads it, and it arrives after
 * the canvas first shows.
 */
const SiteTitleContext = createSubscribedContext<string | null>(null);

export const SiteTitleProvider = SiteTitleContext.Provider;

export const useSiteTitle = SiteTitleContext.use;
