/** `path` for one website (`?landing_id=`), or for the agency's own space when `landingId` is null. */
export const withLanding = (path: string, landingId: number | null) => (landingId === null ? path : `${path}?landing_id=${landingId}`);
