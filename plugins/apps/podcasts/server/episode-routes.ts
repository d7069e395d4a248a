import { AGENCY_ROLES, contentListQuerySchema, defineAppRoute, z, type AnyAppRoute, type AppLanding, type AppRouteAccess } from '@tessera/sdk';
import {
  createEpisodeBodySchema,
  episodeListSchema,
  episodeParamsSchema,
  episodeSavedSchema,
  episodeSchema,
  updateEpisodeBodySchema,
} from '../episode-schemas.ts';
import { createEpisode, deleteEpisode, featuredEpisodes, listEpisodes, requireEpisode, setEpisodePublished, toEpisode, updateEpisode } from './episode-store.ts';

/** The permission list has one podcast key: whoever may edit episodes may also see and publish them. */
const access: AppRouteAccess = { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'podcast.edit' };
const landingParams = z.object({ id: z.coerce.number().int().positive() });
const message = z.object({ message: z.string(), success: z.boolean() });

// Tenant 'landing' routes are handed the checked website.
const checked = (landing: AppLanding | null): AppLanding => landing!;

/** A website's podcast episodes, served at /episodes and /episodes/{unique_name} once published. */
export const episodeRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/episodes',
    summary: "A website's episodes, newest first, a page at a time; `search` matches title or address",
    access,
    params: landingParams,
    query: contentListQuerySchema,
    response: { 200: episodeListSchema },
    handler: async ({ landing, query }, context) => {
      const { rows, total } = await listEpisodes(context, checked(landing).id, query);
      return { data: rows.map(toEpisode), meta: { total } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/episodes',
    summary: 'Add a draft episode; its address comes from the title when `unique_name` is left out',
    access,
    params: landingParams,
    body: createEpisodeBodySchema,
    response: { 201: episodeSavedSchema },
    handler: async ({ landing, body, reply }, context) => {
      const episode = await createEpisode(context, checked(landing), body);
      reply.status(201);
      return { data: toEpisode(episode), message: 'Episode created.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/featured-episodes',
    summary: "The website's newest published episodes, `count` of them (3 unless given), for galleries and pickers",
    // Published episodes are on the site for everyone; whoever sees the website's pages may list them.
    access: { ...access, permission: 'pages.view' },
    params: landingParams,
    query: z.object({ count: z.coerce.number().int('The count must be a whole number.').min(1, 'The count must be at least 1.').max(50, 'The count may not be greater than 50.').default(3) }),
    response: { 200: z.object({ data: z.array(episodeSchema) }) },
    handler: async ({ landing, query }, context) => ({ data: (await featuredEpisodes(context, checked(landing).id, query.count)).map(toEpisode) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/episodes/:episodeId',
    summary: 'One episode',
    access,
    params: episodeParamsSchema,
    response: { 200: z.object({ data: episodeSchema }) },
    handler: async ({ landing, params }, context) => ({ data: toEpisode(await requireEpisode(context, checked(landing), params.episodeId)) }),
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/landings/:id/episodes/:episodeId',
    summary: "Change an episode's title, address, description, audio, image or duration",
    access,
    params: episodeParamsSchema,
    body: updateEpisodeBodySchema,
    response: { 200: episodeSavedSchema },
    handler: async ({ landing, params, body }, context) => {
      const episode = await updateEpisode(context, checked(landing), params.episodeId, body);
      return { data: toEpisode(episode), message: 'Episode saved.', success: true };
    },
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/landings/:id/episodes/:episodeId',
    summary: 'Delete an episode; a published one leaves the site at once',
    access,
    params: episodeParamsSchema,
    response: { 200: message },
    handler: async ({ landing, params }, context) => {
      await deleteEpisode(context, checked(landing), params.episodeId);
      return { message: 'Episode deleted.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/episodes/:episodeId/publish',
    summary: 'List the episode on /episodes and serve it at /episodes/{unique_name}',
    access,
    params: episodeParamsSchema,
    response: { 200: episodeSavedSchema },
    handler: async ({ landing, params }, context) => {
      const episode = await setEpisodePublished(context, checked(landing), params.episodeId, true);
      return { data: toEpisode(episode), message: 'Episode published.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/episodes/:episodeId/unpublish',
    summary: 'Take the episode off the site; its address answers 404 until it is published again',
    access,
    params: episodeParamsSchema,
    response: { 200: episodeSavedSchema },
    handler: async ({ landing, params }, context) => {
      const episode = await setEpisodePublished(context, checked(landing), params.episodeId, false);
      return { data: toEpisode(episode), message: 'Episode unpublished.', success: true };
    },
  }),
];
