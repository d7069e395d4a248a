import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { ApiError, isApiError } from '../../api/api-error.ts';
import { API_BASE } from '../../api/http-client.ts';
import { useSession } from '../../auth/session-store.ts';
import { fetchPreviewUrl } from '../../api/previews-api.ts';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { idFromParam } from '../use-id-param.ts';
import { leaveFor } from './leave-for.ts';

/** The preview-token endpoint of the route's ids (route parameters that are all positive integers), or null when one is not an id. */
function previewTokenPath(params: Readonly<Params>, names: readonly string[], path: (...ids: number[]) => string): string | null {
  const ids = names.map((name) => idFromParam(params[name]));
  return ids.every((id): id is number => id !== null) ? path(...ids) : null;
}

/** The public preview's address once the server has shown it is there (a draft or unknown id is a 404 to say, not a page to leave for). */
async function checkPublicPreview(path: string, signal: AbortSignal): Promise<string> {
  const url = `${API_BASE}${path}`;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'Not found.' : response.statusText);
  return url;
}

/**
 * A spec §2 preview address (/pages/{id}/preview, /templates/{id}/preview…): asks for a signed
 * address of the draft and replaces this one with it, so Back leaves the preview. A refusal is said plainly.
 */
export function PreviewRedirect({ ids, tokenPath, publicPath }: { ids: readonly string[]; tokenPath: (...ids: number[]) => string; publicPath?: (...ids: number[]) => string }) {
  const params = useParams();
  // A signed-out visitor of a public preview (a published template) goes to the draft's own address; the server answers 404 for the rest.
  const signedOut = useSession((state) => state.token === null);
  const path = signedOut && publicPath ? previewTokenPath(params, ids, publicPath) : previewTokenPath(params, ids, tokenPath);
  const preview = useQuery({
    queryKey: ['preview-url', path],
    queryFn: ({ signal }) => (signedOut && publicPath ? checkPublicPreview(path!, signal) : fetchPreviewUrl(path!, { signal, quietStatuses: [403, 404] })),
    enabled: path !== null,
    retry: false,
    gcTime: 0,
  });
  const url = preview.data;
  useEffect(() => {
    if (url) leaveFor(url);
  }, [url]);

  if (path === null || isApiError(preview.error, 404)) {
    return <StatusView title="Nothing to preview here" message="It does not exist, or it is not published." />;
  }
  if (isApiError(preview.error, 403)) return <StatusView title="You may not preview this" message="Your account does not have permission to see it." />;
  if (preview.error) return <StatusView title="The preview could not be opened" message={preview.error.message} actions={<RetryButton onClick={preview.refetch} />} />;
  return <Spinner label="Opening the preview…" />;
}
