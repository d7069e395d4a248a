import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { useImportWebsiteMutation, useSharedWebsite } from '../../../api/websites-api.ts';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { countLabel, ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';

const BACK = { to: '/agency/websites', label: 'Websites' };

/**
 * /agency/websites/{uniqueId}: a share link another agency sent (spec §2 "websites/{id} (share)").
 * It shows what is shared and imports a copy into the signed-in agency. A plain website id
 * here is someone's own website: it opens its pages.
 */
export function SharedWebsiteScreen() {
  const uniqueId = useParams().uniqueId ?? '';
  if (/^[1-9]\d{0,9}$/.test(uniqueId)) return <Navigate to={`/agency/websites/${uniqueId}/pages`} replace />;
  return <SharedWebsite key={uniqueId} uniqueId={uniqueId} />;
}

function SharedWebsite({ uniqueId }: { uniqueId: string }) {
  const shared = useSharedWebsite(uniqueId);
  const importCopy = useImportWebsiteMutation();
  const navigate = useNavigate();
  const error = shared.error;
  return (
    <div className="screen">
      <ScreenHeader title="A shared website" back={BACK} />
      {shared.isPending ? (
        <Spinner label="Opening the share link…" />
      ) : shared.data ? (
        <section className="card shared-website" aria-label="Shared website">
          <h2 className="shared-website__title">{shared.data.title}</h2>
          <p>{countLabel(shared.data.pages_count, 'page')} · the copy is a new website of your agency, with its own address.</p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={importCopy.isPending}
            aria-busy={importCopy.isPending}
            onClick={() => importCopy.mutate(uniqueId, { onSuccess: (landing) => navigate(`/agency/websites/${landing.id}/pages`) })}
          >
            Import a copy
          </button>
        </section>
      ) : isApiError(error, 403) ? (
        <StatusView title="You cannot import websites" message={error.message} />
      ) : isApiError(error, 404) || isApiError(error, 422) ? (
        <StatusView title="This share link does not work" message="It was mistyped, or the website it shared no longer exists. Ask whoever sent it for a new link." />
      ) : (
        <StatusView title="The share link could not be opened" message={error?.message} actions={<RetryButton onClick={shared.refetch} />} />
      )}
    </div>
  );
}
