import { useParams } from 'react-router-dom';
import { useRedirect } from '../../../../api/redirects-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { RedirectForm } from './RedirectForm.tsx';

/** Where the editor was reached from, and so where it returns. */
export type RedirectEditorOrigin = 'redirects' | 'settings';

const ORIGINS: Record<RedirectEditorOrigin, { path: string; label: string }> = {
  redirects: { path: 'redirects', label: 'Redirects' },
  settings: { path: 'settings', label: 'Settings' },
};

/**
 * /agency/websites/{id}/redirect/create and redirect/{redirectId}/edit, and the same under
 * settings/ (reached from the settings screen, returning there).
 */
export function RedirectEditorScreen({ origin }: { origin: RedirectEditorOrigin }) {
  const landingId = useIdParam('id');
  const redirectId = useIdParam('redirectId');
  const editing = useParams().redirectId !== undefined;
  if (landingId === null || (editing && redirectId === null)) return <NotFoundPage />;
  const back = { to: `/agency/websites/${landingId}/${ORIGINS[origin].path}`, label: ORIGINS[origin].label };
  return (
    <div className="screen">
      <ScreenHeader title={redirectId === null ? 'Add a redirect' : 'Edit redirect'} back={back} />
      {redirectId === null ? (
        <RedirectForm landingId={landingId} listPath={back.to} />
      ) : (
        <EditedRedirect key={redirectId} landingId={landingId} redirectId={redirectId} listPath={back.to} />
      )}
    </div>
  );
}

function EditedRedirect({ landingId, redirectId, listPath }: { landingId: number; redirectId: number; listPath: string }) {
  const redirect = useRedirect(landingId, redirectId);
  return (
    <QueryView query={redirect} loading="Loading the redirect…" failed="The redirect could not be loaded" notFound="Redirect not found">
      {(data) => <RedirectForm landingId={landingId} redirect={data} listPath={listPath} />}
    </QueryView>
  );
}
