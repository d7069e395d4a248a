import { dataEnvelope, loginBodySchema, loginResponseSchema, profileSchema, ROLES } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { revokeAccessToken } from './access-tokens.ts';
import { getProfile, login } from './auth.service.ts';

const messageSchema = z.object({ message: z.string(), success: z.boolean() });

export function authRoutes(db: Db) {
  return [
    defineRoute({
      method: 'POST',
      url: '/login',
      summary: 'Sign in with e-mail and password',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: loginBodySchema,
      response: { 200: loginResponseSchema },
      handler: async (request) => ({ access_token: await login(db, request.body.email, request.body.password) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/profile',
      summary: 'The signed-in user',
      tags: ['auth'],
      access: { roles: ROLES, tenant: 'self' },
      response: { 200: dataEnvelope(profileSchema) },
      handler: async (request) => ({ data: await getProfile(db, requireUser(request).id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/logout',
      summary: 'Revoke the access token of this request',
      tags: ['auth'],
      access: { roles: ROLES, tenant: 'self' },
      response: { 200: messageSchema },
      handler: async (request) => {
        await revokeAccessToken(db, requireUser(request).tokenId);
        return { message: 'Logged out.', success: true };
      },
    }),
  ];
}
