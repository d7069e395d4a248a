import type { FieldErrors } from '@tessera/core';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no usable response arrived
 * (network failure, or a body that did not match the contract).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors?: FieldErrors;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    if (errors) this.errors = errors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
