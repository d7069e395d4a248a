import { Link } from 'react-router-dom';
import { useForm } from '../../../../api/forms-api.ts';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { NEW_FORM, toDraft } from './form-draft.ts';
import { FormEditor } from './FormEditor.tsx';

/** /agency/websites/{id}/form/create and /form/{formId}/edit. */
export function FormEditorScreen() {
  const landingId = useIdParam('id');
  const formId = useIdParam('formId');
  if (landingId === null) return <NotFoundPage />;
  return <FormScreen key={formId ?? 'new'} landingId={landingId} formId={formId} />;
}

function FormScreen({ landingId, formId }: { landingId: number; formId: number | null }) {
  const form = useForm(landingId, formId);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/forms`}>
        ← Forms
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{formId === null ? 'New form' : form.data ? `Form ${form.data.name}` : 'Form'}</h1>
      </header>
      {formId === null ? (
        <FormEditor landingId={landingId} initial={NEW_FORM} />
      ) : form.isPending ? (
        <Spinner label="Loading the form…" />
      ) : form.error ? (
        <StatusView title="The form could not be loaded" message={form.error.message} actions={<RetryButton onClick={form.refetch} />} />
      ) : (
        <FormEditor key={form.data.updated_at} landingId={landingId} formId={formId} initial={toDraft(form.data)} />
      )}
    </div>
  );
}
