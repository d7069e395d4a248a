/** Where the v1 API is served, on the app's own origin. */
export const API_BASE = '/api/v1';
