import type { FieldErrors } from '@tessera/core';
import { fieldError, TextField } from './FormRow.tsx';

/** What a new agency's owner types to sign up, on the free sign-up and on an order page alike. */
export interface AccountFieldValues {
  name: string;
  agency_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** The sign-up's account fields, with their errors beside them; `idPrefix` keeps two forms' ids apart. */
export function AccountFields({
  idPrefix,
  values,
  errors,
  onChange,
  agencyNameLabel,
}: {
  idPrefix: string;
  values: AccountFieldValues;
  errors: FieldErrors;
  onChange: (changes: Partial<AccountFieldValues>) => void;
  agencyNameLabel: string;
}) {
  return (
    <>
      <TextField id={`${idPrefix}-name`} label="Your name" autoComplete="name" value={values.name} onValue={(name) => onChange({ name })} error={fieldError(errors, 'name')} />
      <TextField id={`${idPrefix}-agency`} label={agencyNameLabel} autoComplete="organization" value={values.agency_name} onValue={(agency_name) => onChange({ agency_name })} error={fieldError(errors, 'agency_name')} />
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" value={values.email} onValue={(email) => onChange({ email })} error={fieldError(errors, 'email')} />
      <TextField id={`${idPrefix}-password`} label="Password" type="password" autoComplete="new-password" value={values.password} onValue={(password) => onChange({ password })} error={fieldError(errors, 'password')} />
      <TextField
        id={`${idPrefix}-password-confirmation`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        onValue={(password_confirmation) => onChange({ password_confirmation })}
        error={fieldError(errors, 'password_confirmation')}
      />
    </>
  );
}
