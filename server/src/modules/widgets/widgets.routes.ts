import {
  adminWidgetsSchema,
  dataEnvelope,
  helpVideoBodySchema,
  helpVideoParamsSchema,
  helpVideoSchema,
  dashboardPromoBodySchema,
  dashboardPromoParamsSchema,
  dashboardPromoSchema,
  promoSeenResponseSchema,
  ROLES,
  supportChatBodySchema,
  supportChatSchema,
  userWidgetsSchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import {
  adminWidgets,
  createPromo,
  deleteHelpVideo,
  deletePromo,
  markPromoSeen,
  promoById,
  setHelpVideo,
  setSupportChat,
  updatePromo,
  widgetsFor,
} from './widgets.service.ts';

const ADMIN = { roles: ['Admin'], tenant: 'none' } as const;
const tags = ['widgets'];
const done = z.object({ message: z.string(), success: z.boolean() });
const savedPromo = dataEnvelope(dashboardPromoSchema).extend({ message: z.string(), success: z.boolean() });

/** The admin's promo, help video and support chat settings, and what each user's dashboard shows of them. */
export function widgetsRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/admin-widgets',
      summary: 'Every promo (with how many agency owners have seen it), the help videos by screen, and the support chat',
      tags,
      access: ADMIN,
      response: { 200: dataEnvelope(adminWidgetsSchema) },
      handler: async () => ({ data: await adminWidgets(db) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-widgets/promos',
      summary: 'Add a promo; the newest active one is shown once to each agency owner',
      tags,
      access: ADMIN,
      body: dashboardPromoBodySchema,
      response: { 201: savedPromo },
      handler: async (request, reply) => {
        const id = await createPromo(db, request.body);
        reply.status(201);
        return { data: await promoById(db, id), message: 'Promo created.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-widgets/promos/:id',
      summary: 'Change a promo (owners who have seen it are not shown it again)',
      tags,
      access: ADMIN,
      params: dashboardPromoParamsSchema,
      body: dashboardPromoBodySchema,
      response: { 200: savedPromo },
      handler: async (request) => {
        await updatePromo(db, request.params.id, request.body);
        return { data: await promoById(db, request.params.id), message: 'Promo saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-widgets/promos/:id',
      summary: 'Delete a promo',
      tags,
      access: ADMIN,
      params: dashboardPromoParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        await deletePromo(db, request.params.id);
        return { message: 'Promo deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-widgets/help-videos/:screen',
      summary: "Set the help video of an agency screen (a YouTube or Vimeo link, or an https video file)",
      tags,
      access: ADMIN,
      params: helpVideoParamsSchema,
      body: helpVideoBodySchema,
      response: { 200: dataEnvelope(helpVideoSchema).extend({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => ({ data: await setHelpVideo(db, request.params.screen, request.body), message: 'Help video saved.', success: true }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-widgets/help-videos/:screen',
      summary: "Remove an agency screen's help video",
      tags,
      access: ADMIN,
      params: helpVideoParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        await deleteHelpVideo(db, request.params.screen);
        return { message: 'Help video removed.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-widgets/support-chat',
      summary: 'Set the support chat shown to agency owners (`provider: null` switches it off)',
      tags,
      access: ADMIN,
      body: supportChatBodySchema,
      response: { 200: dataEnvelope(supportChatSchema.nullable()).extend({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const chat = await setSupportChat(db, request.body);
        return { data: chat, message: chat ? 'Support chat saved.' : 'Support chat switched off.', success: true };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/widgets',
      summary: "The caller's dashboard widgets: for an agency owner the promo not yet seen, the help videos and the support chat; nothing for other roles",
      tags,
      access: { roles: ROLES, tenant: 'self', allowBlocked: true },
      response: { 200: dataEnvelope(userWidgetsSchema) },
      handler: async (request) => ({ data: await widgetsFor(db, requireUser(request)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/widgets/promos/:id/seen',
      summary: 'Record that the promo was shown to the caller; it is not shown to them again',
      tags,
      access: { roles: ['Agency'], tenant: 'self', allowBlocked: true },
      params: dashboardPromoParamsSchema,
      response: { 200: promoSeenResponseSchema },
      handler: async (request) => {
        await markPromoSeen(db, request.params.id, requireUser(request).id);
        return { success: true };
      },
    }),
  ];
}
