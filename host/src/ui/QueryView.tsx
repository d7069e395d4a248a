import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import { RetryButton } from './RetryButton.tsx';
import { Spinner } from './Spinner.tsx';
import { StatusView } from './StatusView.tsx';

/** What QueryView needs of a TanStack query. */
export interface ViewedQuery<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch(): unknown;
}

interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** The spinner's label while loading. */
  loading: string;
  /** The title shown when loading failed. */
  failed: string;
  /** The title shown instead when the server answers 404 (an unknown or foreign id): nothing to retry. */
  notFound?: string;
  /** The notice shown when the data holds nothing to list. */
  empty?: { when(data: T): boolean; title: string; message?: ReactNode };
  children(data: T): ReactNode;
}

/**
 * One query's states on a screen: a spinner while loading, a notice with a retry when loading
 * failed (data already shown stays on screen), a not-found or empty notice, else the content.
 */
export function QueryView<T>({ query, loading, failed, notFound, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.data === undefined) {
    const error = query.error;
    if (notFound && isApiError(error) && error.status === 404) return <StatusView title={notFound} message={error.message} />;
    return <StatusView title={failed} message={error?.message} actions={<RetryButton onClick={query.refetch} />} />;
  }
  if (empty?.when(query.data)) return <StatusView title={empty.title} message={empty.message} />;
  return <>{children(query.data)}</>;
}
