import type { ErrorBody } from './envelopes.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { firstFieldMessage, type FieldErrors } from './field-errors.ts';

/**
 * An error the client caused or may act on; its message is shown to the user as it is. The
 * server answers it with its status and the §8 body, whether the server or a plugin threw it.
 */
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
