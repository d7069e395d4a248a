import { ERROR_CODES, firstFieldMessage, type ErrorBody, type ErrorCode, type FieldErrors } from '@tessera/core';

/** An error the client caused or may act on; its message is shown to the user as it is. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** Response headers that go with the error, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, code: this.code, errors: this.errors } : { message: this.message, code: this.code };
  }
}

/** 422 with the §8 shape; the message is the first field's first message, as the host toasts it. */
export function validationFailed(errors: FieldErrors): HttpError {
  return new HttpError('validation_failed', firstFieldMessage(errors) ?? 'The given data was invalid.', errors);
}

export const notFound = (what: string) => new HttpError('not_found', `${what} not found.`);
