import { loginBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../api/api-error.ts';
import { useLoginMutation } from '../api/auth-api.ts';
import { useSession } from '../auth/session-store.ts';
import { TextField } from '../ui/FormRow.tsx';

/** Signs in; GuestOnly around this screen then loads the profile and redirects by role. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
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
      <TextField id="login-email" label="Email" type="email" autoComplete="username" value={email} onValue={setEmail} error={errors.email?.[0]} />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={errors.password?.[0]}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending} aria-busy={login.isPending}>
        Sign in
      </button>
      <p className="auth-form__links">
        <Link to="/passwords/request">Forgot your password?</Link>
      </p>
    </form>
  );
}
