import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error.ts';
import { sharedPagePreviewUrl, useSharedPage } from '../../api/public-api.ts';
import { useSession } from '../../auth/session-store.ts';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/**
 * /agency/pages/{uniqueId} (spec §2 share route): a page shared by link, for anyone who holds
 * the link while its sharing is on. The page is drawn by the server in a frame, without its
 * scripts; a switched-off, replaced or mistyped link shows the same notice.
 */
export function SharedPageScreen() {
  const uniqueId = useParams().uniqueId ?? '';
  const shared = useSharedPage(uniqueId);
  const signedIn = useSession((state) => state.token !== null);
  const error = shared.error;
  return (
    <div className="public-screen">
      <PublicHeader />
      <main className="public-main shared-page">
        {shared.isPending ? (
          <Spinner label="Opening the shared page…" />
        ) : shared.data ? (
          <>
            <div className="shared-page__head">
              <h1 className="public-main__title">{shared.data.title || shared.data.name}</h1>
              <p className="shared-page__from">
                A page of {shared.data.website}, shared by link. {signedIn ? null : <Link to="/login">Sign in</Link>}
                {signedIn ? null : ' to copy pages like it into your own websites.'}
              </p>
            </div>
            <iframe className="shared-page__frame" title={`Shared page: ${shared.data.name}`} src={sharedPagePreviewUrl(uniqueId)} sandbox="allow-same-origin" />
          </>
        ) : isApiError(error, 404) || isApiError(error, 422) ? (
          <StatusView title="This share link does not work" message="Sharing was switched off, the link was replaced by a new one, or it was mistyped. Ask whoever sent it for a new link." />
        ) : (
          <StatusView title="The shared page could not be opened" message={error?.message} actions={<RetryButton onClick={shared.refetch} />} />
        )}
      </main>
    </div>
  );
}
