/**
 * What the designer checks of a page before it is published: its accessibility problems and its
 * links to pages not published yet. Loaded on demand (lazy-page-checks.ts), as the count beside
 * Publish is worked out while the designer is idle and the rest when Publish is pressed.
 */
export { checkPageAccessibility, describePageAhead, designLinksToUnpublishedPages } from '@tessera/core';
