import { changeOwnPasswordBodySchema, updateProfileBodySchema, zodFieldErrors, type FieldErrors, type Profile } from '@tessera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../api/api-error.ts';
import { changeOwnPassword, updateProfile } from '../api/auth-api.ts';
import { forgetUserData } from '../api/query-client.ts';
import { ROLE_LABELS } from '../auth/role-labels.ts';
import { useSession } from '../auth/session-store.ts';
import { TextField } from '../ui/FormRow.tsx';
import { NewPasswordFields } from '../ui/NewPasswordFields.tsx';
import { AgencySettingsPanel } from './AgencySettingsPanel.tsx';
import { useCheckedSubmit } from '../ui/use-checked-submit.ts';

/** The signed-in user's own profile (/agency/profile, and the same screen under /admin and /user); the agency owner's also holds the agency's settings. */
export function ProfilePage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Your profile</h1>
        <span className="role-pill">{ROLE_LABELS[user.role]}</span>
      </header>
      <div className="panels">
        <section className="card panel" aria-labelledby="profile-details-title">
          <h2 className="panel__title" id="profile-details-title">
            Your details
          </h2>
          <ProfileForm key={`${user.id}:${user.name}:${user.email}`} user={user} />
        </section>
        <section className="card panel" aria-labelledby="profile-password-title">
          <h2 className="panel__title" id="profile-password-title">
            Change password
          </h2>
          <ChangePasswordForm user={user} />
        </section>
        {user.role === 'Agency' ? (
          <section className="card panel" aria-labelledby="profile-agency-title">
            <h2 className="panel__title" id="profile-agency-title">
              Your agency
            </h2>
            <AgencySettingsPanel />
          </section>
        ) : null}
      </div>
    </div>
  );
}

function ProfileForm({ user }: { user: Profile }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: updateProfile });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = updateProfileBodySchema.safeParse({ name, email });
    if (!body.success) {
      setErrors(zodFieldErrors(body.error));
      return;
    }
    setErrors({});
    save.mutate(body.data, {
      onSuccess: (profile) => useSession.getState().setUser(profile),
      onError: (error) => {
        // Spec §4: a 401 on profile update logs the user out.
        if (isApiError(error, 401)) {
          useSession.getState().signOut();
          forgetUserData(queryClient);
        } else if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <TextField id="profile-name" label="Name" autoComplete="name" value={name} onValue={setName} error={errors.name?.[0]} />
      <TextField id="profile-email" label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} error={errors.email?.[0]} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          Save profile
        </button>
      </div>
    </form>
  );
}

function ChangePasswordForm({ user }: { user: Profile }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useMutation({ mutationFn: changeOwnPassword });
  const { errors, submit } = useCheckedSubmit(changeOwnPasswordBodySchema, change, () => {
    setCurrent('');
    setPassword('');
    setConfirmation('');
  });
  const onSubmit = (event: FormEvent) => submit(event, { current_password: current, password, password_confirmation: confirmation });

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <p className="panel__text">Your other sessions end; this one stays signed in.</p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <TextField
        id="profile-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
        error={errors.current_password?.[0]}
      />
      <NewPasswordFields id="profile-new-password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={errors} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={change.isPending} aria-busy={change.isPending}>
          Change password
        </button>
      </div>
    </form>
  );
}
