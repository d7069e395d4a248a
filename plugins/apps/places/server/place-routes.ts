import { AGENCY_ROLES, defineAppRoute, shownOnWebsitesBodySchema, z, type AnyAppRoute } from '@tessera/sdk';
import { addPlaceBodySchema, placeEnvelope, placeListSchema, placeParamsSchema, placeSavedSchema, placeSearchSchema, reviewSchema, searchPlacesBodySchema } from '../place-schemas.ts';
import { agencyOf, deletePlace, distributePlace, listPlaces, placesApi, placesOfSite, requirePlace, savePlace } from './place-store.ts';

/**
 * An agency's places are the agency owner's and its agency-wide users' to manage. They feed the
 * elements of the websites' pages, so a sub-user reads them with `pages.view` and changes them
 * (finds, adds, deletes, shows on websites) with `pages.design`, held on one of their websites.
 */
const agency = { roles: ['Agency', 'AgencyUser'], tenant: 'agency', permission: 'pages.view' } as const;
const agencyChange = { ...agency, permission: 'pages.design' } as const;
const message = z.object({ message: z.string(), success: z.boolean() });

/**
 * The spec names `POST places` "find a business": here it adds the business found (by the map
 * service's place id) to the agency's places. Finding candidates by name is `POST places/search`,
 * a call of its own because its answer is a list of candidates, not a saved place.
 */
export const placeRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'POST',
    url: '/places/search',
    summary: 'Businesses of the map service matching `query` (a name, with a town to narrow it)',
    access: agencyChange,
    body: searchPlacesBodySchema,
    response: { 200: placeSearchSchema },
    handler: async ({ body }, context) => ({ data: await placesApi(context).search(body.query) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/places/suggested',
    summary: 'Businesses offered before anything is searched: the demo business on an install without a map service key, none with one',
    access: agencyChange,
    response: { 200: placeSearchSchema },
    handler: async (_call, context) => ({ data: await placesApi(context).suggestions() }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/places',
    summary: "Add a business to the agency's places with its rating and reviews, or read an added one again",
    access: agencyChange,
    body: addPlaceBodySchema,
    response: { 200: placeSavedSchema, 201: placeSavedSchema },
    handler: async ({ body, caller, reply }, context) => {
      const { place, created } = await savePlace(context, agencyOf(caller), body.place_id);
      if (created) reply.status(201);
      return { data: place, message: created ? 'Place added.' : 'Place refreshed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/places',
    summary: "The agency's places and the websites that show each",
    access: agency,
    response: { 200: placeListSchema },
    handler: async ({ caller }, context) => ({ data: await listPlaces(context, agencyOf(caller)) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/places/:id',
    summary: "One of the agency's places with its reviews",
    access: agency,
    params: placeParamsSchema,
    response: { 200: placeEnvelope },
    handler: async ({ caller, params }, context) => ({ data: await requirePlace(context, agencyOf(caller), params.id) }),
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/places/:id',
    summary: "Take a place off the agency's places and off its websites",
    access: agencyChange,
    params: placeParamsSchema,
    response: { 200: message },
    handler: async ({ caller, params }, context) => {
      await deletePlace(context, agencyOf(caller), params.id);
      return { message: 'Place removed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/places/:id/distribute',
    summary: "The agency's websites that show the place (replacing the ones before), for their Google Review elements",
    access: agencyChange,
    params: placeParamsSchema,
    body: shownOnWebsitesBodySchema,
    response: { 200: placeSavedSchema },
    handler: async ({ caller, params, body }, context) => ({ data: await distributePlace(context, caller, agencyOf(caller), params.id, body.landing_ids), message: 'Websites saved.', success: true }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/places',
    summary: 'The places a website shows with their reviews, for the Google Review element’s picker',
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'pages.view' },
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: { 200: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), reviews: z.array(reviewSchema) }).passthrough()) }) },
    handler: async ({ landing }, context) => ({ data: await placesOfSite(context, landing!.id) }),
  }),
];
