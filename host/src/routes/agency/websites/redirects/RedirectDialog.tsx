import { redirectBodySchema, zodFieldErrors, type FieldErrors, type Redirect } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { useSaveRedirectMutation } from '../../../../api/redirects-api.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { Modal } from '../../../../ui/Modal.tsx';

/** Creates a redirect, or edits `redirect`: from a site path to a path or an address, 301 or 302. */
export function RedirectDialog({ landingId, redirect, onClose }: { landingId: number; redirect?: Redirect | undefined; onClose(): void }) {
  const [from, setFrom] = useState(redirect?.from ?? '/');
  const [to, setTo] = useState(redirect?.to ?? '');
  const [status, setStatus] = useState(String(redirect?.status_code ?? 301));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveRedirectMutation(landingId, redirect?.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = redirectBodySchema.safeParse({ from, to, status_code: Number(status) });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data, {
      onSuccess: onClose,
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <Modal
      title={redirect ? 'Edit redirect' : 'Add a redirect'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="redirect-form" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
            Save redirect
          </button>
        </>
      }
    >
      <form id="redirect-form" className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="redirect-from" label="From" value={from} onValue={setFrom} error={errors.from?.[0]} hint="A path of this website, such as /old-page." />
        <TextField id="redirect-to" label="To" value={to} onValue={setTo} error={errors.to?.[0]} hint="A path (/new-page) or an address (https://…)." />
        <FormRow id="redirect-status" label="Kind">
          <select id="redirect-status" className="input" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="301">301 Moved permanently</option>
            <option value="302">302 Found (temporary)</option>
          </select>
        </FormRow>
      </form>
    </Modal>
  );
}
