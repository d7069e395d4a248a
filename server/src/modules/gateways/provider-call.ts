import { HttpError, validationFailed } from '../../http/http-error.ts';
import { ConnectNotConfiguredError } from '../../services/payments/stripe-payment-provider.ts';

/** A provider failure the agency is told about in its own words, with the provider's reason after. */
export function providerFailure(error: unknown, saying = 'The payment provider did not answer as expected'): HttpError {
  return new HttpError('upstream_failed', `${saying}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Runs one call to the payment provider for an agency's request. Whatever it throws reaches the
 * agency as a clear answer, and the caller stores nothing: an install without Connect set up is a
 * 422 on the platform, the app's own errors pass as they are, and anything else is the provider's.
 */
export async function atProvider<T>(call: () => Promise<T>, saying?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ConnectNotConfiguredError) throw validationFailed({ platform: [error.message] });
    if (error instanceof HttpError) throw error;
    throw providerFailure(error, saying);
  }
}
