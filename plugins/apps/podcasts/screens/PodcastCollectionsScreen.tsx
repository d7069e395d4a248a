import { z } from '@tessera/sdk';
import { agencyWebsites, useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { collectionListSchema, collectionSavedSchema } from '../collection-schemas.ts';
import { podcastSearchSchema, type PodcastShow } from '../episode-schemas.ts';
import './podcast-collections.css';

const done = z.object({ message: z.string() });

const foundShow = (show: PodcastShow) => ({ key: show.feed_url, name: show.title, image: show.image || undefined, details: show.author });

/** /agency/podcasts: shows of the podcast directory the agency keeps, and the websites that show each. */
export default function PodcastCollectionsScreen() {
  const { request, useQuery, Link, kit } = useAppScreen();
  const { SearchToAdd, QueryView, ShownItemCard } = kit;
  const collections = useQuery('/podcast', { schema: collectionListSchema });
  const websites = useQuery(agencyWebsites.path, { schema: agencyWebsites.schema });
  const suggested = useQuery('/podcast-suggestions', { schema: podcastSearchSchema });
  const added = new Set(collections.data?.data.map((collection) => collection.feed_url));
  const [found, setFound] = useState<PodcastShow[] | null>(null);
  const { busy, errors, run } = useAppAction();

  const add = (feedUrl: string) => run(() => request('/podcast/collection', { method: 'POST', body: { feed_url: feedUrl }, schema: collectionSavedSchema }));

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Podcasts</h1>
      </header>
      <p>Add shows from the podcast directory, choose the websites that show each, and place a Podcast Gallery of their newest episodes on their pages. Each show is read again from its feed four times a day.</p>
      <SearchToAdd
        formLabel="Find a podcast"
        field={{ id: 'podcast-term', label: 'Podcast name', error: errors.term?.[0] ?? errors.feed_url?.[0] }}
        busy={busy}
        onSearch={(term) => void run(() => request('/podcast/search-collection', { method: 'POST', body: { term }, schema: podcastSearchSchema }).then((body) => setFound(body.data)))}
        found={found?.map(foundShow) ?? null}
        suggested={suggested.data?.data.filter((show) => !added.has(show.feed_url)).map(foundShow)}
        foundLabel="Podcasts found"
        nothingFound={{ title: 'No podcasts found', message: (term) => `No show of the directory matches “${term}”.` }}
        onAdd={(feedUrl) => void add(feedUrl)}
      />

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
