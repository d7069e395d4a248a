import { isSubUserRole, setUserPasswordBodySchema, updateUserBodySchema, zodFieldErrors, type FieldErrors, type User } from '@tessera/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error.ts';
import { requestPasswordReset } from '../../api/auth-api.ts';
import { useSetUserPasswordMutation, useUpdateUserMutation, useUser } from '../../api/users-api.ts';
import { ROLE_LABELS } from '../../auth/role-labels.ts';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { useIdParam } from '../use-id-param.ts';
import { SubUserFields, type SubUserDetails } from './SubUserFields.tsx';
import { DeleteUserDialog } from './UsersPage.tsx';
import { WebsitePermissions } from './WebsitePermissions.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { useCheckedSubmit } from '../../ui/use-checked-submit.ts';

interface CreatedState {
  created?: boolean;
  linkSent?: boolean;
}

/** /agency/users/{userId}: edit a sub-user, set their password, choose their websites and permissions, or delete them. */
export function UserDetailPage() {
  const userId = useIdParam('userId');
  if (userId === null) return <NotFoundPage />;
  return <UserDetail key={userId} userId={userId} />;
}

function UserDetail({ userId }: { userId: number }) {
  const user = useUser(userId);
  const state = (useLocation().state as CreatedState | null) ?? {};
  return (
    <div className="screen">
      <Link className="screen__back" to="/agency/users">
        ← Users
      </Link>
      {user.isPending ? (
        <Spinner label="Loading the user…" />
      ) : user.error ? (
        isApiError(user.error, 404) ? (
          <StatusView title="User not found" message="This user does not exist or is not one of your agency's users." />
        ) : (
          <StatusView title="The user could not be loaded" message={user.error.message} actions={<RetryButton onClick={user.refetch} />} />
        )
      ) : (
        <>
          <header className="screen__header">
            <h1 className="screen__title">{user.data.name}</h1>
            <span className="role-pill">{ROLE_LABELS[user.data.role]}</span>
          </header>
          {state.created ? (
            <p className="notice" role="status">
              {state.linkSent ? `${user.data.name} was added, and a link to choose a password was sent to ${user.data.email}.` : `${user.data.name} was added.`}
              {user.data.role === 'CardUser' ? '' : ' Now choose the websites they may open.'}
            </p>
          ) : null}
          <div className="panels">
            <section className="card panel" aria-labelledby="user-details-title">
              <h2 className="panel__title" id="user-details-title">
                Details
              </h2>
              <DetailsForm user={user.data} />
            </section>
            <section className="card panel" aria-labelledby="user-password-title">
              <h2 className="panel__title" id="user-password-title">
                Password
              </h2>
              <PasswordForm user={user.data} />
            </section>
          </div>
          {user.data.role === 'CardUser' ? (
            <p className="panel__text">A card user works on the cards handed to them: transfer a card to {user.data.email} from a website’s Cards screen.</p>
          ) : (
            <section className="panel-section" aria-labelledby="user-websites-title" id="websites">
              <h2 className="panel__title" id="user-websites-title">
                Websites and permissions
              </h2>
              <p className="panel__text">Tick the websites {user.data.name} may open, and what they may do on each. Save each website on its own.</p>
              {isSubUserRole(user.data.role) ? <WebsitePermissions userId={userId} /> : <p className="panel__text">This account is not limited to single websites.</p>}
            </section>
          )}
          <DangerZone user={user.data} />
        </>
      )}
    </div>
  );
}

function DetailsForm({ user }: { user: User }) {
  const [details, setDetails] = useState<SubUserDetails>(() => ({
    name: user.name,
    email: user.email,
    role: isSubUserRole(user.role) ? user.role : 'WebsiteUser',
    can_create_landing: user.can_create_landing,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateUserMutation(user.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = updateUserBodySchema.safeParse(details);
    if (!body.success) {
      setErrors(zodFieldErrors(body.error));
      return;
    }
    setErrors({});
    update.mutate(body.data, {
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <SubUserFields idPrefix="edit-user" value={details} onChange={setDetails} errors={errors} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending} aria-busy={update.isPending}>
          Save details
        </button>
      </div>
    </form>
  );
}

function PasswordForm({ user }: { user: User }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useSetUserPasswordMutation(user.id);
  const sendLink = useMutation({ mutationFn: () => requestPasswordReset(user.email) });
  const { errors, submit } = useCheckedSubmit(setUserPasswordBodySchema, change, () => {
    setPassword('');
    setConfirmation('');
  });
  const onSubmit = (event: FormEvent) => submit(event, { password, password_confirmation: confirmation });

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <p className="panel__text">Setting a password signs {user.name} out everywhere.</p>
      <NewPasswordFields id="user-password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={errors} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={change.isPending} aria-busy={change.isPending}>
          Set password
        </button>
        <button type="button" className="btn" disabled={sendLink.isPending} aria-busy={sendLink.isPending} onClick={() => sendLink.mutate()}>
          Send a reset link instead
        </button>
      </div>
      {sendLink.isSuccess ? (
        <p className="form-row__hint" role="status">
          A link to choose a new password was sent to {user.email}.
        </p>
      ) : null}
    </form>
  );
}

function DangerZone({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  return (
    <section className="card panel panel--danger" aria-labelledby="user-delete-title">
      <h2 className="panel__title" id="user-delete-title">
        Delete this user
      </h2>
      <p className="panel__text">They lose access to all your websites at once.</p>
      <div className="form-actions">
        <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
          Delete user
        </button>
      </div>
      {confirming ? (
        <DeleteUserDialog user={user} onDone={() => setConfirming(false)} onDeleted={() => navigate('/agency/users', { replace: true })} />
      ) : null}
    </section>
  );
}
