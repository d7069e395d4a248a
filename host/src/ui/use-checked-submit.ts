import { zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../api/api-error.ts';

/** What the submit needs of a core body schema: its safe parse, whose error zodFieldErrors reads. */
interface BodySchema<B> {
  safeParse(values: unknown): { success: true; data: B } | { success: false; error: Parameters<typeof zodFieldErrors>[0] };
}

/** What the submit needs of a TanStack save mutation. */
interface SaveMutation<B, R> {
  mutate(body: B, options: { onSuccess(result: R): void; onError(error: Error): void }): void;
}

/**
 * A form's submit: the values are checked with the same core schema the server uses, then
 * saved; either side's field errors (§8: 422 with errors by field) land in `errors`.
 */
export function useCheckedSubmit<B, R>(schema: BodySchema<B>, save: SaveMutation<B, R>, onSaved: (result: R) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent, values: unknown) => {
    event.preventDefault();
    const body = schema.safeParse(values);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };
  return { errors, setErrors, submit };
}
