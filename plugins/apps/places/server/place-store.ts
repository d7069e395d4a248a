import { callerAgencyId, notFound, redrawWebsites, showOnWebsites, validationFailed, clockNow, type AppCaller, type AppServerContext, type Kysely, type Selectable } from '@tessera/sdk';
import type { Place, Review } from '../place-schemas.ts';
import type { PlaceTables } from '../place-tables.ts';
import { PlacesApiToken, type PlaceDetails } from './places-api.ts';

type PlaceRow = Selectable<PlaceTables['places_places']>;

// The platform's database seen through the app's own tables.
type PlacesDb = Kysely<PlaceTables>;
const placesDb = (context: AppServerContext): PlacesDb => context.db;
export const placesApi = (context: AppServerContext) => context.services.resolve(PlacesApiToken);

const reviewsOf = (row: Pick<PlaceRow, 'reviews'>): Review[] => (Array.isArray(row.reviews) ? (row.reviews as Review[]) : []);
// numeric columns come back as text from PostgreSQL.
const ratingOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

async function toPlace(context: AppServerContext, row: PlaceRow): Promise<Place> {
  const sites = await placesDb(context).selectFrom('places_sites').select('landing_id').where('place_row_id', '=', row.id).orderBy('landing_id').execute();
  return {
    id: row.id,
    place_id: row.place_id,
    name: row.name,
    address: row.address,
    maps_url: row.maps_url,
    rating: ratingOf(row.rating),
    review_count: row.review_count,
    reviews: reviewsOf(row),
    refreshed_at: row.refreshed_at.toISOString(),
    landing_ids: sites.map((site) => site.landing_id),
  };
}

export async function listPlaces(context: AppServerContext, agencyId: number): Promise<Place[]> {
  const rows = await placesDb(context).selectFrom('places_places').selectAll().where('agency_id', '=', agencyId).orderBy('name').execute();
  return Promise.all(rows.map((row) => toPlace(context, row)));
}

/** The agency's place; another agency's (or none) answers 404. */
export async function requirePlace(context: AppServerContext, agencyId: number, id: number): Promise<Place> {
  const row = await placesDb(context).selectFrom('places_places').selectAll().where('agency_id', '=', agencyId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Place');
  return toPlace(context, row);
}

const detailsValues = (found: PlaceDetails, now: Date) => ({
  name: found.name.slice(0, 200),
  address: found.address.slice(0, 500),
  maps_url: found.maps_url,
  rating: found.rating,
  review_count: found.review_count,
  reviews: JSON.stringify(found.reviews.map((review) => ({ ...review, text: review.text.slice(0, 5000) }))),
  refreshed_at: now,
});

/**
 * Adds the business to the agency's places, read from the map service with its reviews, or
 * reads it again when the agency has it already (its websites then show the new reviews).
 */
export async function savePlace(context: AppServerContext, agencyId: number, placeId: string): Promise<{ place: Place; created: boolean }> {
  const found = await placesApi(context).place(placeId);
  if (!found) throw validationFailed({ place_id: ['The map service has no place with this id.'] });
  const now = clockNow(context);
  const values = detailsValues(found, now);
  const db = placesDb(context);
  const existing = await db.selectFrom('places_places').select('id').where('agency_id', '=', agencyId).where('place_id', '=', found.place_id).executeTakeFirst();
  const row = existing
    ? await db.updateTable('places_places').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
    : await db
        .insertInto('places_places')
        .values({ ...values, agency_id: agencyId, place_id: found.place_id, created_at: now })
        .onConflict((oc) => oc.columns(['agency_id', 'place_id']).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
  const place = await toPlace(context, row);
  await redrawWebsites(context, place.landing_ids);
  return { place, created: !existing };
}

/** Takes the place off the agency's places and off its websites. */
export async function deletePlace(context: AppServerContext, agencyId: number, id: number): Promise<void> {
  const place = await requirePlace(context, agencyId, id);
  await placesDb(context).deleteFrom('places_places').where('id', '=', id).execute();
  await redrawWebsites(context, place.landing_ids);
}

/** The websites that show the place, replacing the ones before (the agency's own only). */
export async function distributePlace(context: AppServerContext, caller: AppCaller | null, agencyId: number, id: number, landingIds: readonly number[]): Promise<Place> {
  await requirePlace(context, agencyId, id);
  await showOnWebsites(context, caller, { table: 'places_sites', itemColumn: 'place_row_id' }, id, agencyId, landingIds);
  return requirePlace(context, agencyId, id);
}

/** The places a website shows, with their rating and reviews, for Google Review elements. */
export async function placesOfSite(context: AppServerContext, landingId: number) {
  const rows = await placesDb(context)
    .selectFrom('places_places as p')
    .innerJoin('places_sites as s', 's.place_row_id', 'p.id')
    .select(['p.id', 'p.name', 'p.address', 'p.maps_url', 'p.rating', 'p.review_count', 'p.reviews'])
    .where('s.landing_id', '=', landingId)
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({ ...row, rating: ratingOf(row.rating), reviews: reviewsOf(row) }));
}

/**
 * The scheduled refresh: every place a website shows is read again, oldest first, and the
 * websites showing one that changed are drawn again. A place the map service no longer knows,
 * or a refusal, keeps what was last read; the others go on.
 */
export async function refreshShownPlaces(context: AppServerContext): Promise<{ refreshed: number; failed: number }> {
  const db = placesDb(context);
  const shown = await db
    .selectFrom('places_places as p')
    .select(['p.id', 'p.place_id'])
    .where((eb) => eb.exists(eb.selectFrom('places_sites as s').select('s.landing_id').whereRef('s.place_row_id', '=', 'p.id')))
    .orderBy('p.refreshed_at')
    .execute();
  let refreshed = 0;
  let failed = 0;
  for (const place of shown) {
    const found = await placesApi(context)
      .place(place.place_id)
      .catch(() => undefined);
    if (!found) {
      failed += 1;
      continue;
    }
    await db.updateTable('places_places').set(detailsValues(found, clockNow(context))).where('id', '=', place.id).execute();
    const sites = await db.selectFrom('places_sites').select('landing_id').where('place_row_id', '=', place.id).execute();
    await redrawWebsites(context, sites.map((site) => site.landing_id));
    refreshed += 1;
  }
  return { refreshed, failed };
}

/** The caller's agency, whose places these are. */
export const agencyOf = (caller: AppCaller | null): number => callerAgencyId(caller, 'Places');
