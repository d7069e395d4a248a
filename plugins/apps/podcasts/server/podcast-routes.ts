import { AGENCY_ROLES, defineAppRoute, z, type AnyAppRoute } from '@tessera/sdk';
import { importPodcastBodySchema, podcastImportSchema, podcastSearchQuerySchema, podcastSearchSchema } from '../episode-schemas.ts';
import { PodcastDirectoryToken } from './podcast-directory.ts';
import { importPodcast } from './podcast-import.ts';

const landingQuery = z.object({ landing_id: z.coerce.number().int().positive() });

/** Finding a show and importing its episodes onto a website. */
export const podcastRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/search-podcast',
    summary: 'Shows of the podcast directory whose name holds `term`, with their feed address',
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'none' },
    query: podcastSearchQuerySchema,
    response: { 200: podcastSearchSchema },
    handler: async ({ query }, context) => ({ data: await context.services.resolve(PodcastDirectoryToken).search(query.term) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/podcast-suggestions',
    summary: 'Shows offered before anything is searched: the shows the app carries itself on an install without a podcast directory, none with one',
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'none' },
    response: { 200: podcastSearchSchema },
    handler: async (_call, context) => ({ data: await context.services.resolve(PodcastDirectoryToken).suggestions() }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/import-podcast',
    summary: "Import a show's episodes from its RSS feed onto the website `landing_id`, published with their dates; a second import updates them",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', landingIdIn: 'query', permission: 'podcast.edit' },
    query: landingQuery,
    body: importPodcastBodySchema,
    response: { 200: podcastImportSchema },
    handler: async ({ landing, body }, context) => {
      const result = await importPodcast(context, landing!, body.feed_url);
      const counts = [result.created ? `${result.created} added` : '', result.updated ? `${result.updated} updated` : ''].filter(Boolean).join(', ');
      return { data: result, message: `${result.title}: ${counts}.`, success: true };
    },
  }),
];
