import { createContext, useContext } from 'react';

/**
 * Whether the document's header and footer may be the website's (global sections): a page of a
 * website. A block, a sandbox, a blog post or an admin's document shares nothing with other pages,
 * so its sections' menus do not offer "Use on every page".
 */
export const SharedSectionsContext = createContext(false);

export const useSharesSections = () => useContext(SharedSectionsContext);
