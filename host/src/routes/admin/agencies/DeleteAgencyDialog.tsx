import type { AgencyDeletion, AgencyListItem } from '@tessera/core';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useAgencyDeletion, useDeleteAgencyMutation } from '../../../api/agencies-api.ts';
import { FormRow } from '../../../ui/FormRow.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 websites (7 pages), 2 cards, 5 files and 4 accounts": what the deletion takes with it. */
function whatGoes(deletion: AgencyDeletion): string {
  const parts = [
    `${plural(deletion.websites, 'website', 'websites')} (${plural(deletion.pages, 'page', 'pages')})`,
    plural(deletion.cards, 'card', 'cards'),
    plural(deletion.files, 'file', 'files'),
    plural(deletion.users, 'account', 'accounts'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Deleting an archived agency for good: the dialog names what goes, and the admin types the
 * agency's name before the button works. The server checks the name and the subscription again.
 */
export function DeleteAgencyDialog({ agency, onDone }: { agency: AgencyListItem; onDone(): void }) {
  const deletion = useAgencyDeletion(agency.id);
  const remove = useDeleteAgencyMutation(agency.id);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const formId = useId();
  const fieldId = useId();
  const live = deletion.data?.live_subscription ?? null;
  const ready = deletion.isSuccess && live === null && typed.trim() === agency.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setErrors({});
    remove.mutate(typed, {
      onSuccess: onDone,
      onError: (failure) => setErrors(isApiError(failure) && failure.errors ? failure.errors : { agency: [isApiError(failure) ? failure.message : 'The agency could not be deleted.'] }),
    });
  };
  const refusal = [...(errors.subscription ?? []), ...(errors.agency ?? [])][0] ?? (live ? `Cancel its subscription (${live}) before deleting the agency for good.` : null);

  return (
    <Modal
      title={`Delete ${agency.name} for good?`}
      onClose={onDone}
      footer={
        <>
          <button type="button" className="btn" onClick={onDone}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--danger-solid" disabled={!ready || remove.isPending} aria-busy={remove.isPending}>
            Delete for good
          </button>
        </>
      }
    >
      {deletion.isPending ? <Spinner label="Counting what the agency holds…" /> : null}
      {deletion.isError ? (
        <p className="form-row__error" role="alert">
          {isApiError(deletion.error) ? deletion.error.message : 'What the agency holds could not be counted.'}
        </p>
      ) : null}
      {deletion.data ? (
        <form id={formId} className="form-stack" onSubmit={submit} noValidate>
          <p className="modal__text">
            This deletes {agency.name} with {whatGoes(deletion.data)}. Its published websites go offline. This cannot be undone.
          </p>
          {refusal ? (
            <p className="form-row__error" role="alert">
              {refusal}
            </p>
          ) : null}
          <FormRow id={fieldId} label={`Type ${agency.name} to confirm`} error={errors.confirm_name?.[0]}>
            <input
              id={fieldId}
              className="input"
              value={typed}
              autoComplete="off"
              aria-invalid={errors.confirm_name ? true : undefined}
              aria-describedby={errors.confirm_name ? `${fieldId}-error` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormRow>
        </form>
      ) : null}
    </Modal>
  );
}
