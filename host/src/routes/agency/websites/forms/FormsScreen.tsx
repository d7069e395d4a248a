import type { Form } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteFormMutation, useForms } from '../../../../api/forms-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';

/** /agency/websites/{id}/forms: the website's forms, to create, edit or delete. */
export function FormsScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <FormsOfWebsite key={landingId} landingId={landingId} />;
}

function FormsOfWebsite({ landingId }: { landingId: number }) {
  const forms = useForms(landingId);
  const [deleting, setDeleting] = useState<Form | null>(null);
  const remove = useDeleteFormMutation(landingId);
  const base = `/agency/websites/${landingId}`;
  return (
    <div className="screen">
      <Link className="screen__back" to={`${base}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Forms</h1>
        <Link className="btn btn--primary" to={`${base}/form/create`}>
          Create form
        </Link>
      </header>
      {forms.isPending ? (
        <Spinner label="Loading forms…" />
      ) : forms.error ? (
        <StatusView title="Forms could not be loaded" message={forms.error.message} actions={<RetryButton onClick={forms.refetch} />} />
      ) : forms.data.length === 0 ? (
        <StatusView title="No forms yet" message="Forms collect contacts from the website's visitors." />
      ) : (
        <ul className="simple-list">
          {forms.data.map((form) => (
            <li key={form.id} className="simple-list__item">
              <Link className="table__primary" to={`${base}/form/${form.id}/edit`}>
                {form.name}
              </Link>
              <span className="table__secondary">
                {form.fields.length === 1 ? '1 field' : `${form.fields.length} fields`} · edited {formatDate(form.updated_at)}
              </span>
              <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(form)} aria-label={`Delete ${form.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this form?"
          message={<><strong>{deleting.name}</strong> is deleted; form elements using it stop sending to it.</>}
          confirmLabel="Delete form"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
