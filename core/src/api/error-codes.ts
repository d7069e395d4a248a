/** Stable error codes of the v1 API and the HTTP status each one answers with. */
export const ERROR_CODES = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  version_conflict: 409,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  /** A service we call on the caller's behalf (an AI model, a photo service) failed. */
  upstream_failed: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
