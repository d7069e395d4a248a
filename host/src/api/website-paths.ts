import { withLanding } from './with-landing.ts';

/**
 * The API's addresses of one website's own reads, after the API base. The designer reads all of
 * them as it opens, so early-requests.ts asks for them before its code has started.
 */
export const websitePath = (landingId: number) => `/landings/${landingId}`;
export const websitePagesPath = (landingId: number) => `${websitePath(landingId)}/pages`;
export const brandKitPath = (landingId: number) => `${websitePath(landingId)}/brand-kit`;
export const editorDataPath = (landingId: number | null) => withLanding('/editor-data', landingId);

/** What the website designer reads of its website besides the page itself. */
export const designerWebsiteReads = (landingId: number) => [websitePath(landingId), editorDataPath(landingId), brandKitPath(landingId), websitePagesPath(landingId)];
