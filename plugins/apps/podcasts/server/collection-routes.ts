import { AGENCY_ROLES, defineAppRoute, z, type AnyAppRoute } from '@tessera/sdk';
import {
  addCollectionBodySchema,
  collectionEnvelope,
  collectionEpisodeParamsSchema,
  collectionListSchema,
  collectionParamsSchema,
  collectionSavedSchema,
  distributeCollectionBodySchema,
  episodeCommentListSchema,
  searchCollectionBodySchema,
} from '../collection-schemas.ts';
import { podcastSearchSchema } from '../episode-schemas.ts';
import { agencyOf, collectionsOfSite, deleteCollection, distributeCollection, episodeComments, listCollections, requireCollection, saveCollection } from './collection-store.ts';
import { PodcastDirectoryToken } from './podcast-directory.ts';

/**
 * An agency's collections are the agency owner's and its agency-wide users' to manage. They feed the
 * elements of the websites' pages, so a sub-user reads them with `pages.view` and changes them
 * (finds, adds, deletes, shows on websites) with `pages.design`, held on one of their websites.
 */
const agency = { roles: ['Agency', 'AgencyUser'], tenant: 'agency', permission: 'pages.view' } as const;
const agencyChange = { ...agency, permission: 'pages.design' } as const;

/** The agency's podcast collections (spec §7 Podcast): shows of the directory, the websites that show each, and their episodes' comments. */
export const collectionRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'POST',
    url: '/podcast/search-collection',
    summary: 'Shows of the podcast directory whose name holds `term`, to add as a collection',
    access: agencyChange,
    body: searchCollectionBodySchema,
    response: { 200: podcastSearchSchema },
    handler: async ({ body }, context) => ({ data: await context.services.resolve(PodcastDirectoryToken).search(body.term) }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/podcast/collection',
    summary: "Add a show (by its feed) to the agency's collections with its newest 50 episodes, or read an added one again",
    access: agencyChange,
    body: addCollectionBodySchema,
    response: { 200: collectionSavedSchema, 201: collectionSavedSchema },
    handler: async ({ body, caller, reply }, context) => {
      const { collection, created } = await saveCollection(context, agencyOf(caller), body.feed_url);
      if (created) reply.status(201);
      return { data: collection, message: created ? 'Podcast added.' : 'Podcast refreshed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/podcast',
    summary: "The agency's podcast collections and the websites that show each",
    access: agency,
    response: { 200: collectionListSchema },
    handler: async ({ caller }, context) => ({ data: await listCollections(context, agencyOf(caller)) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/podcast/:id',
    summary: "One of the agency's podcast collections with its episodes",
    access: agency,
    params: collectionParamsSchema,
    response: { 200: collectionEnvelope },
    handler: async ({ caller, params }, context) => ({ data: await requireCollection(context, agencyOf(caller), params.id) }),
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/podcast/:id',
    summary: "Take a podcast off the agency's collections and off its websites",
    access: agencyChange,
    params: collectionParamsSchema,
    response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
    handler: async ({ caller, params }, context) => {
      await deleteCollection(context, agencyOf(caller), params.id);
      return { message: 'Podcast removed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/podcast/:id/distribute',
    summary: "The agency's websites that show the podcast (replacing the ones before), for their Podcast Gallery elements",
    access: agencyChange,
    params: collectionParamsSchema,
    body: distributeCollectionBodySchema,
    response: { 200: collectionSavedSchema },
    handler: async ({ caller, params, body }, context) => ({ data: await distributeCollection(context, caller, agencyOf(caller), params.id, body.landing_ids), message: 'Websites saved.', success: true }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/podcast-collections',
    summary: "The podcasts a website shows, for the Podcast Gallery element's picker",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'pages.view' },
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: { 200: z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) }) },
    handler: async ({ landing }, context) => ({ data: (await collectionsOfSite(context, landing!.id)).map(({ id, title }) => ({ id, title })) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/podcast/video/:id/comments',
    summary: "The comments of an episode of one of the agency's collections (`id`: its feed item's guid), from the comment feed its show names, newest first",
    access: agency,
    params: collectionEpisodeParamsSchema,
    response: { 200: episodeCommentListSchema },
    handler: async ({ caller, params }, context) => ({ data: await episodeComments(context, agencyOf(caller), params.id) }),
  }),
];
