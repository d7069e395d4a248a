import { STOCK_QUERY_REQUIRED_MESSAGE, type StockPhoto } from '@tessera/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormRow } from '../../ui/FormRow.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { mediaQueryKeys, searchStockPhotos } from './media-api.ts';

interface StockPhotosPanelProps {
  /** A photo was picked; `choosing` names it while it is being copied. */
  onChoose(photo: StockPhoto): void;
  choosing: string | null;
}

/** The stock-photo panel (spec §4): search by a non-empty query, 12 landscape results a page, load more. */
export function StockPhotosPanel({ onChoose, choosing }: StockPhotosPanelProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();
  const results = useInfiniteQuery({
    queryKey: mediaQueryKeys.stockPhotos(query),
    queryFn: ({ pageParam, signal }) => searchStockPhotos(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (!next) {
      setError(STOCK_QUERY_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    setQuery(next);
  };

  const photos = results.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="stock-photos" data-testid="stock-photos">
      <form className="stock-photos__search" onSubmit={submit} role="search">
        <FormRow id={inputId} label="Search stock photos" error={error}>
          <input
            id={inputId}
            className="input"
            type="search"
            value={text}
            placeholder="Mountains, coffee, office…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </FormRow>
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      {query && results.isPending ? <Spinner label="Searching…" /> : null}
      {results.isError ? (
        <p className="media-alert" role="alert">
          {results.error.message}
        </p>
      ) : null}
      {query && results.isSuccess && photos.length === 0 ? <p className="stock-photos__empty">No photos found for “{query}”.</p> : null}
      {photos.length > 0 ? (
        <ul className="stock-photos__grid" aria-label={`Photos for ${query}`}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                className="stock-photos__photo"
                onClick={() => onChoose(photo)}
                disabled={choosing !== null}
                aria-busy={choosing === photo.id}
                title={photo.alt || 'Use this photo'}
              >
                <img src={photo.urls.thumb} alt={photo.alt} loading="lazy" width={200} height={Math.round((200 * photo.height) / photo.width)} />
                {photo.author.name ? <span className="stock-photos__credit">{photo.author.name}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {results.hasNextPage ? (
        <button type="button" className="btn stock-photos__more" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
          {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
