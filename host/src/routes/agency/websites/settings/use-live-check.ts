import { useEffect, useState } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { useDebouncedValue } from '../../../../ui/use-debounced-value.ts';

export interface LiveCheck {
  /** The §5 format message, or the server's answer about the settled value. */
  error: string | undefined;
  /** The server's confirmation once the settled value passed. */
  ok: string | undefined;
  checking: boolean;
}

/** The hint under a checked field: "Checking…", the server's confirmation, else `fallback`. */
export const hintOf = (check: LiveCheck, fallback: string) => (check.checking ? 'Checking…' : (check.ok ?? fallback));

/**
 * Checks `value` as it is typed: the §5 format rule at once, then, once typing pauses and the
 * format passes, the server (taken, reserved). `initial` is the saved value, which is not re-checked.
 */
export function useLiveCheck(value: string, initial: string, formatError: (value: string) => string | null, ask: (value: string) => Promise<{ message: string }>): LiveCheck {
  const trimmed = value.replace(/\s+/g, '');
  const settled = useDebouncedValue(trimmed);
  const [answer, setAnswer] = useState<{ value: string; error?: string; ok?: string } | null>(null);
  const format = trimmed === '' ? null : formatError(trimmed);

  useEffect(() => {
    if (settled === '' || settled === initial || formatError(settled)) return;
    let current = true;
    ask(settled).then(
      (result) => current && setAnswer({ value: settled, ok: result.message }),
      (error: unknown) => {
        if (!current) return;
        const message = isApiError(error) ? (error.errors ? Object.values(error.errors)[0]?.[0] : undefined) ?? error.message : 'The check failed.';
        setAnswer({ value: settled, error: message });
      },
    );
    return () => {
      current = false;
    };
    // `ask` and `formatError` are stable for a screen; only a new settled value asks again.
  }, [settled, initial]);

  const fresh = answer && answer.value === trimmed ? answer : null;
  return { error: format ?? fresh?.error, ok: format ? undefined : fresh?.ok, checking: !format && trimmed !== initial && trimmed !== '' && !fresh };
}
