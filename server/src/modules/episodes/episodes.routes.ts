import {
  AGENCY_ROLES,
  contentListQuerySchema,
  createEpisodeBodySchema,
  dataEnvelope,
  episodeParamsSchema,
  episodeSavedSchema,
  episodeSchema,
  idSchema,
  listEnvelope,
  messageSchema,
  updateEpisodeBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { listContent } from '../site-content/content-list.ts';
import { toEpisode } from './episode-view.ts';
import { createEpisode, deleteEpisode, requireEpisode, setEpisodePublished, updateEpisode, type EpisodesDeps } from './episodes.service.ts';

/** The permission list has one podcast key: whoever may edit episodes may also see and publish them. */
const access = { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'podcast.edit' } as const;

/** A website's podcast episodes, served at /episodes and /episodes/{unique_name} once published. */
export function episodesRoutes(deps: EpisodesDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/episodes',
      summary: "A website's episodes, newest first, a page at a time; `search` matches title or address",
      tags: ['episodes'],
      access,
      params: z.object({ id: idSchema }),
      query: contentListQuerySchema,
      response: { 200: listEnvelope(episodeSchema) },
      handler: async (request) => {
        const { rows, total } = await listContent(db, 'episodes', requireLanding(request).id, request.query);
        return { data: rows.map(toEpisode), meta: { total } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/episodes',
      summary: 'Add a draft episode; its address comes from the title when `unique_name` is left out',
      tags: ['episodes'],
      access,
      params: z.object({ id: idSchema }),
      body: createEpisodeBodySchema,
      response: { 201: episodeSavedSchema },
      handler: async (request, reply) => {
        const episode = await createEpisode(deps, requireLanding(request), request.body);
        return reply.status(201).send({ data: toEpisode(episode), message: 'Episode created.', success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/episodes/:episodeId',
      summary: 'One episode',
      tags: ['episodes'],
      access,
      params: episodeParamsSchema,
      response: { 200: dataEnvelope(episodeSchema) },
      handler: async (request) => ({ data: toEpisode(await requireEpisode(db, requireLanding(request), request.params.episodeId)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/episodes/:episodeId',
      summary: "Change an episode's title, address, description, audio, image or duration",
      tags: ['episodes'],
      access,
      params: episodeParamsSchema,
      body: updateEpisodeBodySchema,
      response: { 200: episodeSavedSchema },
      handler: async (request) => {
        const episode = await updateEpisode(deps, requireLanding(request), request.params.episodeId, request.body);
        return { data: toEpisode(episode), message: 'Episode saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/episodes/:episodeId',
      summary: 'Delete an episode; a published one leaves the site at once',
      tags: ['episodes'],
      access,
      params: episodeParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        await deleteEpisode(deps, requireLanding(request), request.params.episodeId);
        return { message: 'Episode deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/episodes/:episodeId/publish',
      summary: 'List the episode on /episodes and serve it at /episodes/{unique_name}',
      tags: ['episodes'],
      access,
      params: episodeParamsSchema,
      response: { 200: episodeSavedSchema },
      handler: async (request) => {
        const episode = await setEpisodePublished(deps, requireLanding(request), request.params.episodeId, true);
        return { data: toEpisode(episode), message: 'Episode published.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/episodes/:episodeId/unpublish',
      summary: 'Take the episode off the site; its address answers 404 until it is published again',
      tags: ['episodes'],
      access,
      params: episodeParamsSchema,
      response: { 200: episodeSavedSchema },
      handler: async (request) => {
        const episode = await setEpisodePublished(deps, requireLanding(request), request.params.episodeId, false);
        return { data: toEpisode(episode), message: 'Episode unpublished.', success: true };
      },
    }),
  ];
}
