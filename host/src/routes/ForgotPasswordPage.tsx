import { requestPasswordResetBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '../api/api-error.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import { TextField } from '../ui/FormRow.tsx';

/** Forgot password (/passwords/request): asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = requestPasswordResetBodySchema.safeParse({ email });
    if (!body.success) {
      setErrors(zodFieldErrors(body.error));
      return;
    }
    setErrors({});
    request.mutate(body.data.email, {
      onSuccess: () => setSentTo(body.data.email),
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  if (sentTo) {
    return (
      <div className="auth-form">
        <h1 className="auth-form__title">Check your e-mail</h1>
        <p className="auth-form__text" role="status">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link works once and expires in 60 minutes.
        </p>
        <p className="auth-form__links">
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h1 className="auth-form__title">Forgot your password?</h1>
      <p className="auth-form__text">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <TextField id="forgot-email" label="Email" type="email" autoComplete="username" value={email} onValue={setEmail} error={errors.email?.[0]} />
      <button type="submit" className="btn btn--primary btn--block" disabled={request.isPending} aria-busy={request.isPending}>
        Send reset link
      </button>
      <p className="auth-form__links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </form>
  );
}
