import { firstFieldMessage } from '@tessera/core';
import { toast, TOAST_DURATION_MS } from '../ui/toasts.tsx';
import type { ApiError } from './api-error.ts';
import { setResponseHandlers } from './http-client.ts';

/** The error toast text for a failed call (spec §8), or null when nothing is shown. */
export function errorToastMessage(error: ApiError): string | null {
  if (error.status === 401 || error.status === 406) return null;
  if (error.status === 422) return (error.errors && firstFieldMessage(error.errors)) || error.message || null;
  return error.message || null;
}

export function installResponseToasts(): void {
  setResponseHandlers({
    onSuccessMessage: (message) => toast.success(message, { duration: TOAST_DURATION_MS }),
    onError: (error) => {
      const message = errorToastMessage(error);
      // The id folds repeats (a retried query failing again) into the toast already on screen.
      if (message) toast.error(message, { id: `error:${message}`, duration: TOAST_DURATION_MS });
    },
  });
}
