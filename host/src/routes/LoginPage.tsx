import { loginBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useLoginMutation } from '../api/auth-api.ts';
import { useSession } from '../auth/session-store.ts';

/** Signs in; GuestOnly around this screen then loads the profile and redirects by role. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLoginMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = loginBodySchema.safeParse({ email, password });
    if (!body.success) {
      setErrors(zodFieldErrors(body.error));
      return;
    }
    setErrors({});
    login.mutate(body.data, {
      onSuccess: (token) => useSession.getState().signIn(token),
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h1 className="auth-form__title">Sign in to your account</h1>
      <FormRow id="login-email" label="Email" error={errors.email?.[0]}>
        <input
          id="login-email"
          className="input"
          type="email"
          autoComplete="username"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormRow>
      <FormRow id="login-password" label="Password" error={errors.password?.[0]}>
        <input
          id="login-password"
          className="input"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormRow>
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending} aria-busy={login.isPending}>
        Sign in
      </button>
    </form>
  );
}

function FormRow({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'form-row has-error' : 'form-row'}>
      <label className="form-row__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="form-row__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
