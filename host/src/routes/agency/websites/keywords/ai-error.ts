import { firstFieldMessage } from '@tessera/core';
import { isApiError } from '../../../../api/api-error.ts';

/** What a failed AI call says to the user: the server's field message (such as the missing AI key), else its message. */
export function aiErrorMessage(error: Error | null): string | null {
  if (!error) return null;
  return (isApiError(error) && error.errors && firstFieldMessage(error.errors)) || error.message;
}
