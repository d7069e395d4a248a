import { changePasswordWithTokenBodySchema, zodFieldErrors, type FieldErrors } from '@tessera/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../api/api-error.ts';
import { changePasswordWithToken } from '../api/auth-api.ts';
import { NewPasswordFields } from '../ui/NewPasswordFields.tsx';

/** Reset password (/passwords/reset?token=…&email=…): the page a reset e-mail links to. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const navigate = useNavigate();
  const change = useMutation({ mutationFn: changePasswordWithToken });

  if (!token) {
    return (
      <div className="auth-form">
        <h1 className="auth-form__title">This reset link is incomplete</h1>
        <p className="auth-form__text">Open the link from the e-mail exactly as it was sent, or ask for a new one.</p>
        <Link className="btn btn--primary btn--block" to="/passwords/request">
          Request a new link
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = changePasswordWithTokenBodySchema.safeParse({ token, password, password_confirmation: confirmation });
    if (!body.success) {
      setErrors(zodFieldErrors(body.error));
      return;
    }
    setErrors({});
    change.mutate(body.data, {
      onSuccess: () => navigate(email ? `/login?email=${encodeURIComponent(email)}` : '/login', { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  const linkProblem = errors.token?.[0];
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h1 className="auth-form__title">Choose a new password</h1>
      {email ? (
        <p className="auth-form__text">
          For <strong>{email}</strong>
        </p>
      ) : null}
      {linkProblem ? (
        <div className="auth-form__alert" role="alert">
          <p>{linkProblem}</p>
          <Link to="/passwords/request">Request a new link</Link>
        </div>
      ) : null}
      {/* Lets password managers file the new password under the right account. */}
      {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
      <NewPasswordFields id="reset-password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={errors} />
      <button type="submit" className="btn btn--primary btn--block" disabled={change.isPending} aria-busy={change.isPending}>
        Reset password
      </button>
      <p className="auth-form__links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </form>
  );
}
