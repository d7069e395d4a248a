import { FormModalFooter } from '../../ui/FormModalFooter.tsx';
import { createUserBodySchema, zodFieldErrors, type FieldErrors, type User } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { requestPasswordReset } from '../../api/auth-api.ts';
import { useCreateUserMutation } from '../../api/users-api.ts';
import { randomPassword } from '../../auth/random-password.ts';
import { Modal } from '../../ui/Modal.tsx';
import { SubUserFields, type SubUserDetails } from './SubUserFields.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';

type PasswordSetup = 'set' | 'link';

interface CreateUserDialogProps {
  onClose(): void;
  /** Called with the new user once it exists (and its reset link was asked for, when chosen). */
  onCreated(user: User, linkSent: boolean): void;
}

const FORM_ID = 'create-user-form';

/**
 * Invites a sub-user: name, e-mail, role, and either a password set now or a reset link
 * e-mailed to them (the account is then created with a random password nobody knows).
 */
export function CreateUserDialog({ onClose, onCreated }: CreateUserDialogProps) {
  const [details, setDetails] = useState<SubUserDetails>({ name: '', email: '', role: 'WebsiteUser', can_create_landing: false });
  const [setup, setSetup] = useState<PasswordSetup>('link');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sendingLink, setSendingLink] = useState(false);
  const create = useCreateUserMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const secret = setup === 'link' ? randomPassword() : null;
    const body = createUserBodySchema.safeParse({
      ...details,
      password: secret ?? password,
      password_confirmation: secret ?? confirmation,
    });
    if (!body.success) {
      setErrors(zodFieldErrors(body.error));
      return;
    }
    setErrors({});
    create.mutate(body.data, {
      onSuccess: async (user) => {
        if (setup !== 'link') return onCreated(user, false);
        setSendingLink(true);
        // The account exists either way; a failed mail request is toasted and can be repeated from the user's screen.
        const sent = await requestPasswordReset(user.email).then(
          () => true,
          () => false,
        );
        setSendingLink(false);
        onCreated(user, sent);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  const busy = create.isPending || sendingLink;
  return (
    <Modal
      title="Add a user"
      onClose={onClose}
      footer={<FormModalFooter formId={FORM_ID} submitLabel="Create user" busy={busy} onCancel={onClose} />}
    >
      <form id={FORM_ID} className="form-stack" onSubmit={onSubmit} noValidate>
        <SubUserFields idPrefix="new-user" value={details} onChange={setDetails} errors={errors} />
        <fieldset className="choice-group">
          <legend className="form-row__label">Password</legend>
          <label className="check">
            <input type="radio" name="password-setup" checked={setup === 'link'} onChange={() => setSetup('link')} />
            <span>Send a reset link so they choose their own</span>
          </label>
          <label className="check">
            <input type="radio" name="password-setup" checked={setup === 'set'} onChange={() => setSetup('set')} />
            <span>Set a password now</span>
          </label>
        </fieldset>
        {setup === 'set' ? (
          <>
            <NewPasswordFields id="new-user-password" label="Password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={errors} />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
