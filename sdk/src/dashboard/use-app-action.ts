import { useCallback, useState } from 'react';
import { fieldErrorsOf } from './field-errors.ts';

export interface AppAction {
  /** True while a call runs: disable the buttons that start one. */
  busy: boolean;
  /**
   * The last failed call's field errors (a 422), to show on their fields. Other refusals
   * (a 429, a 502…) reach the user as the dashboard's error notice, with their message.
   */
  errors: Record<string, string[]>;
  /** Runs a call; a success clears the errors. */
  run(call: () => Promise<unknown>): Promise<void>;
}

/** The state of an app screen's calls to its routes: busy while one runs, then its field errors. */
export function useAppAction(): AppAction {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const run = useCallback(async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, errors, run };
}
