import { z } from '@tessera/sdk';
import { agencyWebsites, useAppAction, useAppScreen, type AppAction } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { placeListSchema, placeSavedSchema, placeSearchSchema, type Place, type PlaceFound } from '../place-schemas.ts';

const done = z.object({ message: z.string() });

const ratingLine = (place: { rating: number | null; review_count: number | null }) =>
  place.rating === null || !place.review_count ? 'No reviews yet' : `${place.rating.toFixed(1)} ★ · ${place.review_count} reviews`;

const foundPlace = (place: PlaceFound) => ({ key: place.place_id, name: place.name, details: `${place.address} · ${ratingLine(place)}` });

/** /agency/places: the agency's businesses on the map service and the websites that show their reviews. */
export default function PlacesScreen() {
  const { request, useQuery, kit } = useAppScreen();
  const { SearchToAdd, QueryView } = kit;
  const places = useQuery('/places', { schema: placeListSchema });
  const websites = useQuery(agencyWebsites.path, { schema: agencyWebsites.schema });
  const suggested = useQuery('/places/suggested', { schema: placeSearchSchema });
  const added = new Set(places.data?.data.map((place) => place.place_id));
  const [found, setFound] = useState<PlaceFound[] | null>(null);
  const { busy, errors, run } = useAppAction();
  const add = (placeId: string) => run(() => request('/places', { method: 'POST', body: { place_id: placeId }, schema: placeSavedSchema }));

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Places</h1>
      </header>
      <p>Find your business on Google, choose the websites that show it, and place a Google Review element on their pages. Ratings and reviews are read again four times a day.</p>
      <SearchToAdd
        formLabel="Find a business"
        field={{ id: 'place-query', label: 'Business name and town', error: errors.query?.[0] ?? errors.place_id?.[0] }}
        busy={busy}
        onSearch={(query) => void run(() => request('/places/search', { method: 'POST', body: { query }, schema: placeSearchSchema }).then((body) => setFound(body.data)))}
        found={found?.map(foundPlace) ?? null}
        suggested={suggested.data?.data.filter((place) => !added.has(place.place_id)).map(foundPlace)}
        foundLabel="Businesses found"
        nothingFound={{ title: 'No businesses found', message: (query) => `No business matches “${query}”.` }}
        onAdd={(placeId) => void add(placeId)}
      />

      <h2>Your places</h2>
      <QueryView query={places} loading="Loading your places…" failed="Your places could not be loaded" empty={{ when: (list) => list.data.length === 0, title: 'No places yet', message: 'Find your business above and add it.' }}>
        {(list) => (
          <ul className="shown-items">
            {list.data.map((place) => (
              <PlaceCard key={`${place.id}-${place.refreshed_at}-${place.landing_ids.join()}`} place={place} websites={websites.data?.data ?? []} busy={busy} run={run} onRefresh={() => void add(place.place_id)} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function PlaceCard({ place, websites, busy, run, onRefresh }: { place: Place; websites: { id: number; title: string }[]; busy: boolean; run: AppAction['run']; onRefresh(): void }) {
  const { request, kit } = useAppScreen();
  return (
    <kit.ShownItemCard
      name={place.name}
      details={`${place.address} · ${ratingLine(place)} · ${place.reviews.length} reviews to choose from`}
      websites={websites}
      landingIds={place.landing_ids}
      busy={busy}
      refreshLabel="Refresh reviews"
      removeLabel="Remove place"
      removeMessage="leaves your places, and its reviews leave your websites."
      onSaveWebsites={(landingIds) => void run(() => request(`/places/${place.id}/distribute`, { method: 'POST', body: { landing_ids: landingIds }, schema: placeSavedSchema }))}
      onRefresh={onRefresh}
      onRemove={() => void run(() => request(`/places/${place.id}`, { method: 'DELETE', schema: done }))}
    />
  );
}
