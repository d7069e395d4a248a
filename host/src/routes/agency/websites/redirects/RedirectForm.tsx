import { redirectBodySchema, type Redirect } from '@tessera/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveRedirectMutation } from '../../../../api/redirects-api.ts';
import { FormActions } from '../../../../ui/FormActions.tsx';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { useCheckedSubmit } from '../../../../ui/use-checked-submit.ts';

interface RedirectFormProps {
  landingId: number;
  redirect?: Redirect | undefined;
  /** The list the form returns to after a save or a cancel. */
  listPath: string;
}

/** A redirect from a site path to a path or an address, 301 or 302; a save returns to the list (the server's message is toasted). */
export function RedirectForm({ landingId, redirect, listPath }: RedirectFormProps) {
  const [from, setFrom] = useState(redirect?.from ?? '/');
  const [to, setTo] = useState(redirect?.to ?? '');
  const [status, setStatus] = useState(String(redirect?.status_code ?? 301));
  const save = useSaveRedirectMutation(landingId, redirect?.id);
  const navigate = useNavigate();
  const { errors, submit } = useCheckedSubmit(redirectBodySchema, save, () => navigate(listPath));

  return (
    <form className="form-stack" onSubmit={(event) => submit(event, { from, to, status_code: Number(status) })} noValidate aria-label="Redirect">
      <TextField id="redirect-from" label="From" value={from} onValue={setFrom} error={errors.from?.[0]} hint="A path of this website, such as /old-page." />
      <TextField id="redirect-to" label="To" value={to} onValue={setTo} error={errors.to?.[0]} hint="A path (/new-page) or an address (https://…)." />
      <FormRow id="redirect-status" label="Kind">
        <select id="redirect-status" className="input" value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="301">301 Moved permanently</option>
          <option value="302">302 Found (temporary)</option>
        </select>
      </FormRow>
      <FormActions cancelTo={listPath} saving={save.isPending} label="Save redirect" />
    </form>
  );
}
