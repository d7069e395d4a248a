import { updateLandingBodySchema, zodFieldErrors, type FieldErrors, type LandingListItem } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useUpdateWebsiteMutation } from '../../../api/websites-api.ts';
import { TextField } from '../../../ui/FormRow.tsx';
import { Modal } from '../../../ui/Modal.tsx';

const FORM_ID = 'edit-website-form';

/** Renames a website from its card. */
export function EditWebsiteDialog({ website, onClose }: { website: LandingListItem; onClose(): void }) {
  const [title, setTitle] = useState(website.title);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateWebsiteMutation(website.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = updateLandingBodySchema.safeParse({ title });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    update.mutate(body.data, {
      onSuccess: onClose,
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <Modal
      title="Edit website title"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={update.isPending} aria-busy={update.isPending}>
            Save
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="edit-website-title" label="Title" value={title} onValue={setTitle} error={errors.title?.[0]} maxLength={200} />
      </form>
    </Modal>
  );
}
