import { AGENCY_ROLES, defineAppRoute, shownOnWebsitesBodySchema, z, type AnyAppRoute } from '@tessera/sdk';
import {
  addChannelBodySchema,
  channelEnvelope,
  channelListSchema,
  channelParamsSchema,
  channelSavedSchema,
  channelSearchSchema,
  commentListSchema,
  searchChannelBodySchema,
  videoParamsSchema,
} from '../channel-schemas.ts';
import { agencyOf, channelsOfSite, deleteChannel, distributeChannel, listChannels, requireChannel, saveChannel, videoComments, videoSite } from './channel-store.ts';

/**
 * An agency's channels are the agency owner's and its agency-wide users' to manage. They feed the
 * elements of the websites' pages, so a sub-user reads them with `pages.view` and changes them
 * (finds, adds, deletes, shows on websites) with `pages.design`, held on one of their websites.
 */
const agency = { roles: ['Agency', 'AgencyUser'], tenant: 'agency', permission: 'pages.view' } as const;
const agencyChange = { ...agency, permission: 'pages.design' } as const;
const message = z.object({ message: z.string(), success: z.boolean() });

export const channelRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'POST',
    url: '/youtube/search-channel',
    summary: 'Channels of the video site whose name holds `term`',
    access: agencyChange,
    body: searchChannelBodySchema,
    response: { 200: channelSearchSchema },
    handler: async ({ body }, context) => ({ data: await videoSite(context).searchChannels(body.term) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/youtube/suggested-channels',
    summary: 'Channels offered before anything is searched: the demo channel on an install without a video site key, none with one',
    access: agencyChange,
    response: { 200: channelSearchSchema },
    handler: async (_call, context) => ({ data: await videoSite(context).suggestions() }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/youtube/channel',
    summary: "Add a channel to the agency's with its newest videos, or read an added one again",
    access: agencyChange,
    body: addChannelBodySchema,
    response: { 200: channelSavedSchema, 201: channelSavedSchema },
    handler: async ({ body, caller, reply }, context) => {
      const { channel, created } = await saveChannel(context, agencyOf(caller), body.channel_id);
      if (created) reply.status(201);
      return { data: channel, message: created ? 'Channel added.' : 'Channel refreshed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/youtube',
    summary: "The agency's channels and the websites that show each",
    access: agency,
    response: { 200: channelListSchema },
    handler: async ({ caller }, context) => ({ data: await listChannels(context, agencyOf(caller)) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/youtube/:id',
    summary: 'One of the agency’s channels with its videos',
    access: agency,
    params: channelParamsSchema,
    response: { 200: channelEnvelope },
    handler: async ({ caller, params }, context) => ({ data: await requireChannel(context, agencyOf(caller), params.id) }),
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/youtube/:id',
    summary: "Take a channel off the agency's channels and off its websites",
    access: agencyChange,
    params: channelParamsSchema,
    response: { 200: message },
    handler: async ({ caller, params }, context) => {
      await deleteChannel(context, agencyOf(caller), params.id);
      return { message: 'Channel removed.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/youtube/:id/distribute',
    summary: 'The agency’s websites that show the channel (replacing the ones before), for their Youtube Gallery elements',
    access: agencyChange,
    params: channelParamsSchema,
    body: shownOnWebsitesBodySchema,
    response: { 200: channelSavedSchema },
    handler: async ({ caller, params, body }, context) => {
      const channel = await distributeChannel(context, caller, agencyOf(caller), params.id, body.landing_ids);
      return { data: channel, message: 'Websites saved.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/youtube/video/:id/comments',
    summary: "The most relevant comments of a video of one of the agency's channels",
    access: agency,
    params: videoParamsSchema,
    response: { 200: commentListSchema },
    handler: async ({ caller, params }, context) => ({ data: await videoComments(context, agencyOf(caller), params.id) }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/youtube-channels',
    summary: 'The channels a website shows, for the Youtube Gallery element’s picker',
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'pages.view' },
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: { 200: z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string(), channel_id: z.string(), videos: z.array(z.object({ video_id: z.string() }).passthrough()) })) }) },
    handler: async ({ landing }, context) => ({ data: await channelsOfSite(context, landing!.id) }),
  }),
];
