import { createContext, useContext } from 'react';

/** The title of the website whose page the canvas draws, for the `{{site.title}}` token; null outside a website (templates). */
const SiteTitleContext = createContext<string | null>(null);

export const SiteTitleProvider = SiteTitleContext.Provider;

export const useSiteTitle = () => useContext(SiteTitleContext);
