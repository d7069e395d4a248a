import type { FieldErrors } from '@tessera/core';
import { TextField } from './FormRow.tsx';

interface NewPasswordFieldsProps {
  /** Prefix of the two inputs' ids. */
  id: string;
  /** The first field's label; the second is "Confirm " + it in lower case. */
  label?: string;
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  errors: FieldErrors;
}

/** A new password and its confirmation, with the §5 hint and the errors of `password` and `password_confirmation`. */
export function NewPasswordFields({ id, label = 'New password', password, confirmation, onPassword, onConfirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={onPassword}
        error={errors.password?.[0]}
        hint="At least 8 characters."
      />
      <TextField
        id={`${id}-confirmation`}
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValue={onConfirmation}
        error={errors.password_confirmation?.[0]}
      />
    </>
  );
}
