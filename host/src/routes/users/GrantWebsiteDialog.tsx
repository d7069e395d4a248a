import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useLandings } from '../../api/landings-api.ts';
import { useGrantWebsiteToManyMutation, useManagedUserNames } from '../../api/users-api.ts';
import { FormModalFooter } from '../../ui/FormModalFooter.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { FormRow } from '../../ui/FormRow.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { PermissionChecklist } from './WebsitePermissions.tsx';

const FORM_ID = 'grant-website-form';

/** Gives several sub-users one website with the same permissions (POST /landings/{id}/multiple-users). */
export function GrantWebsiteDialog({ onClose }: { onClose(): void }) {
  const landings = useLandings();
  const users = useManagedUserNames();
  const grant = useGrantWebsiteToManyMutation();
  const [landingId, setLandingId] = useState('');
  const [userIds, setUserIds] = useState<number[]>([]);
  const [granted, setGranted] = useState<string[]>(['pages.view']);
  const [error, setError] = useState<string | null>(null);
  const subUsers = (users.data ?? []).filter((user) => user.role === 'AgencyUser' || user.role === 'WebsiteUser');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!landingId) return setError('Choose a website.');
    if (userIds.length === 0) return setError('Choose at least one user.');
    setError(null);
    grant.mutate(
      { landingId: Number(landingId), userIds, permissions: granted },
      { onSuccess: onClose, onError: (failure) => setError(isApiError(failure) ? failure.message : 'Access could not be given.') },
    );
  };

  return (
    <Modal title="Give users a website" onClose={onClose} footer={<FormModalFooter formId={FORM_ID} submitLabel="Give access" busy={grant.isPending} onCancel={onClose} />}>
      <form id={FORM_ID} className="form-stack" onSubmit={submit} noValidate>
        <FormRow id="grant-website" label="Website">
          <select id="grant-website" className="input" value={landingId} onChange={(event) => setLandingId(event.target.value)}>
            <option value="">Choose a website</option>
            {(landings.data?.landings ?? []).map((landing) => (
              <option key={landing.id} value={landing.id}>
                {landing.title}
              </option>
            ))}
          </select>
        </FormRow>
        <fieldset className="permission-group">
          <legend className="permission-group__legend">Users</legend>
          {subUsers.length === 0 ? <p>Add a user first.</p> : null}
          <CheckList items={subUsers} labelOf={(user) => `${user.name} (${user.email})`} chosen={userIds} onChange={setUserIds} />
        </fieldset>
        <PermissionChecklist granted={granted} onToggle={(key, on) => setGranted((current) => (on ? [...current, key] : current.filter((k) => k !== key)))} />
        {error ? (
          <p className="form-row__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
