import { validationFailed } from '../http/http-error.ts';
import { isUniqueViolation } from '@tessera/sdk';

/**
 * Runs a write that a unique index guards. The caller checks first and says what is taken; two
 * requests racing past that check meet the index, and the loser gets the same 422 on `field`.
 */
export async function takenAsError<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ [field]: [message] });
    throw error;
  }
}
