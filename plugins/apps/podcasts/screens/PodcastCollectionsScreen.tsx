import { z } from '@tessera/sdk';
import { agencyWebsites, useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { collectionListSchema, collectionSavedSchema } from '../collection-schemas.ts';
import { podcastSearchSchema, type PodcastShow } from '../episode-schemas.ts';
import './podcast-collections.css';

const done = z.object({ message: z.string() });

/** /agency/podcasts: shows of the podcast directory the agency keeps, and the websites that show each. */
export default function PodcastCollectionsScreen() {
  const { request, useQuery, Link, kit } = useAppScreen();
  const { TextField, StatusView, QueryView, ShownItemCard } = kit;
  const collections = useQuery('/podcast', { schema: collectionListSchema });
  const websites = useQuery(agencyWebsites.path, { schema: agencyWebsites.schema });
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<PodcastShow[] | null>(null);
  const { busy, errors, run } = useAppAction();

  const search = (event: FormEvent) => {
    event.preventDefault();
    void run(() => request('/podcast/search-collection', { method: 'POST', body: { term: term.trim() }, schema: podcastSearchSchema }).then((body) => setFound(body.data)));
  };
  const add = (feedUrl: string) => run(() => request('/podcast/collection', { method: 'POST', body: { feed_url: feedUrl }, schema: collectionSavedSchema }));

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Podcasts</h1>
      </header>
      <p>Add shows from the podcast directory, choose the websites that show each, and place a Podcast Gallery of their newest episodes on their pages. Each show is read again from its feed four times a day.</p>
      <form className="form-stack" onSubmit={search} noValidate aria-label="Find a podcast">
        <TextField id="podcast-term" label="Podcast name" value={term} onValue={setTerm} error={errors.term?.[0] ?? errors.feed_url?.[0]} maxLength={200} required />
        <div>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            Search
          </button>
        </div>
      </form>
      {found === null ? null : found.length === 0 ? (
        <StatusView title="No podcasts found" message={`No show of the directory matches “${term.trim()}”.`} />
      ) : (
        <ul className="podcast-collections__found" aria-label="Podcasts found">
          {found.map((show) => (
            <li key={show.id}>
              {show.image ? <img src={show.image} alt="" width={48} height={48} loading="lazy" /> : null}
              <span>
                <strong>{show.title}</strong>
                <br />
                <span className="table__secondary">{show.author}</span>
              </span>
              <button type="button" className="btn btn--small btn--primary" disabled={busy} aria-label={`Add ${show.title}`} onClick={() => void add(show.feed_url)}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}

      <h2>Your podcasts</h2>
      <QueryView query={collections} loading="Loading your podcasts…" failed="Your podcasts could not be loaded" empty={{ when: (list) => list.data.length === 0, title: 'No podcasts yet', message: 'Find a show above and add it.' }}>
        {(list) => (
          <ul className="shown-items">
            {list.data.map((collection) => (
              <ShownItemCard
                key={`${collection.id}-${collection.refreshed_at}-${collection.landing_ids.join()}`}
                name={collection.title}
                image={collection.image || undefined}
                details={
                  <>
                    Read {new Date(collection.refreshed_at).toLocaleString()} ·{' '}
                    <Link to={`/agency/podcasts/${collection.id}`} aria-label={`Episodes and comments of ${collection.title}`}>
                      Episodes and comments
                    </Link>
                  </>
                }
                websites={websites.data?.data ?? []}
                landingIds={collection.landing_ids}
                busy={busy}
                refreshLabel="Refresh episodes"
                removeLabel="Remove podcast"
                removeMessage="leaves your podcasts, and its galleries on your websites show nothing."
                onSaveWebsites={(landingIds) => void run(() => request(`/podcast/${collection.id}/distribute`, { method: 'POST', body: { landing_ids: landingIds }, schema: collectionSavedSchema }))}
                onRefresh={() => void add(collection.feed_url)}
                onRemove={() => void run(() => request(`/podcast/${collection.id}`, { method: 'DELETE', schema: done }))}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
