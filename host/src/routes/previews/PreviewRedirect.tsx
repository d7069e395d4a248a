import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { isApiError } from '../../api/api-error.ts';
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

/**
 * A spec §2 preview address (/pages/{id}/preview, /templates/{id}/preview…): asks for a signed
 * address of the draft and replaces this one with it, so Back leaves the preview. A refusal is said plainly.
 */
export function PreviewRedirect({ ids, tokenPath }: { ids: readonly string[]; tokenPath: (...ids: number[]) => string }) {
  const path = previewTokenPath(useParams(), ids, tokenPath);
  const preview = useQuery({
    queryKey: ['preview-url', path],
    queryFn: ({ signal }) => fetchPreviewUrl(path!, { signal, quietStatuses: [403, 404] }),
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
