import { withLanding } from './with-landing.ts';

/**
 * The API's addresses of one website and its own resources, after the API base: written once, as
 * early-requests.ts asks for the designer's reads before the app's code has started and the app's
 * own requests must name the same addresses to take those answers.
 */
export const websitePath = (landingId: number) => `/landings/${landingId}`;
export const websitePagesPath = (landingId: number) => `${websitePath(landingId)}/pages`;
export const brandKitPath = (landingId: number) => `${websitePath(landingId)}/brand-kit`;
export const editorDataPath = (landingId: number | null) => withLanding('/editor-data', landingId);

/** What the website designer reads of its website besides the page itself. */
export const designerWebsiteReads = (landingId: number) => [websitePath(landingId), editorDataPath(landingId), brandKitPath(landingId), websitePagesPath(landingId)];
