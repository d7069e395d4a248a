import type { FieldErrors } from '@tessera/core';
import { usePages } from '../../../../api/pages-api.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import type { FormDraft } from './form-draft.ts';

interface FormSubmitFieldsProps {
  landingId: number;
  draft: FormDraft;
  errors: FieldErrors;
  onChange(draft: FormDraft): void;
}

/** What happens after sending (a message, one of the website's pages, an address) and who is told by e-mail. */
export function FormSubmitFields({ landingId, draft, errors, onChange }: FormSubmitFieldsProps) {
  const pages = usePages(landingId);
  const submit = draft.submit;
  const setSubmit = (changes: Partial<FormDraft['submit']>) => onChange({ ...draft, submit: { ...submit, ...changes } });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">After sending</legend>
      <FormRow id="form-submit-action" label="Then">
        <select id="form-submit-action" className="input" value={submit.action} onChange={(event) => setSubmit({ action: event.target.value as FormDraft['submit']['action'] })}>
          <option value="message">Show a message</option>
          <option value="page">Go to a page of this website</option>
          <option value="url">Go to an address</option>
        </select>
      </FormRow>
      {submit.action === 'message' ? (
        <TextField id="form-submit-message" label="Message" value={submit.message} onValue={(message) => setSubmit({ message })} error={errors['submit.message']?.[0]} />
      ) : submit.action === 'page' ? (
        <FormRow id="form-submit-page" label="Page" error={errors['submit.page_id']?.[0]}>
          <select
            id="form-submit-page"
            className="input"
            value={submit.page_id ?? ''}
            onChange={(event) => setSubmit({ page_id: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Choose a page</option>
            {(pages.data ?? []).map((page) => (
              <option key={page.id} value={page.id}>
                {page.name} (/{page.unique_name})
              </option>
            ))}
          </select>
        </FormRow>
      ) : (
        <TextField id="form-submit-url" label="Address" type="url" value={submit.url} onValue={(url) => setSubmit({ url })} error={errors['submit.url']?.[0]} />
      )}
      <TextField
        id="form-notify"
        label="Notification e-mails"
        value={draft.notify}
        onValue={(notify) => onChange({ ...draft, notify })}
        error={Object.entries(errors).find(([key]) => key.startsWith('notify_emails'))?.[1]?.[0]}
        hint="Told of every submission; separate addresses with commas."
      />
    </fieldset>
  );
}
