import { registerBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api/api-error.ts';
import { useRegisterMutation } from '../../api/public-api.ts';
import { useSession } from '../../auth/session-store.ts';
import { AccountFields } from '../../ui/AccountFields.tsx';

const EMPTY = { name: '', agency_name: '', email: '', password: '', password_confirmation: '' };

/** /register (spec §2): a free agency sign-up; once in, GuestOnly around this screen takes the new agency to its websites. */
export function RegisterPage() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterMutation();
  const set = (changes: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { agency_name, ...fields } = form;
    const body = registerBodySchema.safeParse({ ...fields, ...(agency_name.trim() ? { agency_name } : {}) });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    register.mutate(body.data, {
      onSuccess: (answer) => useSession.getState().signIn(answer.access_token),
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h1 className="auth-form__title">Create your free agency</h1>
      <AccountFields idPrefix="register" values={form} errors={errors} onChange={set} agencyNameLabel="Agency name (optional)" />
      <button type="submit" className="btn btn--primary btn--block" disabled={register.isPending} aria-busy={register.isPending}>
        Create my agency
      </button>
      <p className="auth-form__links">
        Already have an account? <Link to="/login">Sign in</Link> · <Link to="/order">Paid plans</Link>
      </p>
    </form>
  );
}
