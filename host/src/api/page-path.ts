import { websitePagesPath } from './website-paths.ts';

/** A page of a website, as the API addresses it. */
export interface PageRef {
  landingId: number;
  pageId: number;
}

/** The API's address of a page (its design is read there and saved under it), after the API base. */
export const pagePath = ({ landingId, pageId }: PageRef) => `${websitePagesPath(landingId)}/${pageId}`;
