import './podcasts.css';
import { type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useEffect, useState, type FormEvent } from 'react';
import { podcastImportSchema, podcastSearchSchema, type PodcastShow } from '../episode-schemas.ts';

/**
 * /agency/websites/{id}/podcast/import: find a show in the podcast directory, or give its feed
 * address, and import its episodes onto the website (published with their dates; a show imported
 * before is brought up to date).
 */
export default function PodcastImportScreen() {
  const { landingId, request, navigate, Link, kit } = useAppScreen();
  const { TextField, StatusView } = kit;
  const [term, setTerm] = useState('');
  const [shows, setShows] = useState<PodcastShow[] | null>(null);
  const [suggestions, setSuggestions] = useState<PodcastShow[]>([]);
  const [feedUrl, setFeedUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<string | null>(null);

  // A failed suggestion list leaves the search as it is: the user can still search or give a feed.
  useEffect(() => {
    request('/podcast-suggestions', { schema: podcastSearchSchema })
      .then((body) => setSuggestions(body.data))
      .catch(() => setSuggestions([]));
  }, [request]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setBusy('search');
    request(`/search-podcast?term=${encodeURIComponent(term.trim())}`, { schema: podcastSearchSchema })
      .then((body) => {
        setErrors({});
        setShows(body.data);
      })
      .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
      .finally(() => setBusy(null));
  };

  const importFeed = (address: string) => {
    setBusy(address);
    request(`/landings/import-podcast?landing_id=${landingId}`, { method: 'POST', body: { feed_url: address }, schema: podcastImportSchema })
      .then(() => navigate(`/agency/websites/${landingId}/episodes`))
      .catch((error: unknown) => {
        setErrors(fieldErrorsOf(error));
        setBusy(null);
      });
  };

  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/episodes`}>
        ← Episodes
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Import a podcast</h1>
      </header>
      <p>The show's episodes are published on this website with their audio, artwork and dates. Importing the same show again brings its episodes up to date.</p>

      <form className="form-stack" onSubmit={search} noValidate aria-label="Find a show">
        <TextField id="podcast-term" label="Show name" value={term} onValue={setTerm} error={errors.term?.[0]} maxLength={200} required />
        <div>
          <button type="submit" className="btn" disabled={busy !== null} aria-busy={busy === 'search'}>
            Search
          </button>
        </div>
      </form>
      {shows === null ? (
        suggestions.length > 0 ? (
          <section className="form-section search-suggestions" aria-labelledby="podcast-suggestions">
            <h2 id="podcast-suggestions" className="form-section__title">
              Suggested shows
            </h2>
            <ShowList shows={suggestions} label="Suggested shows" busy={busy} onImport={importFeed} />
          </section>
        ) : null
      ) : shows.length === 0 ? (
        <StatusView title="No shows found" message={`No show in the directory matches “${term.trim()}”.`} />
      ) : (
        <ShowList shows={shows} label="Shows found" busy={busy} onImport={importFeed} />
      )}

      <form
        className="form-stack"
        noValidate
        aria-label="Import from a feed address"
        onSubmit={(event) => {
          event.preventDefault();
          importFeed(feedUrl.trim());
        }}
      >
        <TextField
          id="podcast-feed-url"
          label="Feed address"
          type="url"
          value={feedUrl}
          onValue={setFeedUrl}
          error={errors.feed_url?.[0]}
          maxLength={2048}
          placeholder="https://example.com/feed.xml"
          hint="The show's RSS feed, as its podcast host gives it."
        />
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy !== null} aria-busy={busy === feedUrl.trim()}>
            Import feed
          </button>
        </div>
      </form>
    </div>
  );
}

function ShowList({ shows, label, busy, onImport }: { shows: PodcastShow[]; label: string; busy: string | null; onImport: (feedUrl: string) => void }) {
  return (
    <ul className="podcast-shows" aria-label={label}>
      {shows.map((show) => (
        <li key={show.id} className="podcast-shows__show">
          {show.image ? <img src={show.image} alt="" width={64} height={64} loading="lazy" /> : null}
          <span>
            <strong>{show.title}</strong>
            <br />
            <span className="table__secondary">{[show.author, show.genre, show.episodes === null ? '' : `${show.episodes} episodes`].filter(Boolean).join(' · ')}</span>
          </span>
          <button type="button" className="btn btn--small btn--primary" disabled={busy !== null} aria-busy={busy === show.feed_url} aria-label={`Import ${show.title}`} onClick={() => onImport(show.feed_url)}>
            Import
          </button>
        </li>
      ))}
    </ul>
  );
}
