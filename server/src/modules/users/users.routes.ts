import {
  createUserBodySchema,
  createUserLandingBodySchema,
  dataEnvelope,
  grantManyUsersBodySchema,
  idSchema,
  listEnvelope,
  messageResponseSchema,
  setUserPasswordBodySchema,
  updateUserBodySchema,
  updateUserLandingBodySchema,
  userLandingSchema,
  userListItemSchema,
  usersQuerySchema,
  userSchema,
  type Role,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireManagedUser, requireUser, requireUserLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { setUserPassword } from '../auth/auth.service.ts';
import type { SessionEnds } from '../realtime/realtime-hub.ts';
import { listManagedUserNames, listManagedUsers, listUserLandings, deleteUserLanding } from './users.queries.ts';
import { createSubUser, deleteManagedUser, grantLanding, grantLandingToMany, setLandingPermissions, toUser, updateManagedUser } from './users.service.ts';

/** Users are managed by admins (all of them) and agency owners (their sub-users); sub-users manage no one. */
const MANAGERS = ['Admin', 'Agency'] as const satisfies readonly Role[];
const params = z.object({ id: idSchema });
const withMessage = <T extends z.ZodType>(item: T) => dataEnvelope(item).extend(messageResponseSchema.shape);

export function usersRoutes(db: Db, sessions: SessionEnds) {
  const changePassword = (url: string, summary: string) =>
    defineRoute({
      method: 'POST',
      url,
      summary,
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'managed-user' },
      params,
      body: setUserPasswordBodySchema,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        const { id } = requireManagedUser(request);
        await setUserPassword(db, id, request.body.password);
        sessions.sessionsEnded({ kind: 'user', userId: id });
        return { message: 'Password changed.', success: true };
      },
    });

  return [
    defineRoute({
      method: 'GET',
      url: '/users',
      summary: "Users the caller manages (an agency's sub-users; an admin's all), searchable and paginated",
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'agency' },
      query: usersQuerySchema,
      response: { 200: listEnvelope(userSchema) },
      handler: async (request) => {
        const { page, per_page: perPage, search } = request.query;
        const { rows, total } = await listManagedUsers(db, requireUser(request), { page, perPage, search });
        return { data: rows.map(toUser), meta: { total } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/users/list',
      summary: 'Id, name, e-mail and role of the users the caller manages, for pickers',
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'agency' },
      response: { 200: z.object({ data: z.array(userListItemSchema) }) },
      handler: async (request) => ({ data: await listManagedUserNames(db, requireUser(request)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/users',
      summary: 'Create a sub-user (AgencyUser or WebsiteUser) or a card holder (CardUser) of the agency',
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'agency' },
      body: createUserBodySchema,
      response: { 200: withMessage(userSchema) },
      handler: async (request) => ({ data: await createSubUser(db, requireUser(request), request.body), message: 'User created.', success: true }),
    }),
    defineRoute({
      method: 'GET',
      url: '/users/:id',
      summary: 'One managed user',
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'managed-user' },
      params,
      response: { 200: dataEnvelope(userSchema) },
      handler: async (request) => ({ data: toUser(requireManagedUser(request)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/users/:id',
      summary: "Change a managed user's name, e-mail, sub-user role and can_create_landing",
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'managed-user' },
      params,
      body: updateUserBodySchema,
      response: { 200: withMessage(userSchema) },
      handler: async (request) => ({
        data: await updateManagedUser(db, requireManagedUser(request), request.body),
        message: 'User updated.',
        success: true,
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/users/:id',
      summary: 'Delete a sub-user or card user',
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'managed-user' },
      params,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        const managed = requireManagedUser(request);
        await deleteManagedUser(db, requireUser(request), managed);
        sessions.sessionsEnded({ kind: 'user', userId: managed.id });
        return { message: 'User deleted.', success: true };
      },
    }),
    changePassword('/users/:id/change-password', "Set a managed user's password (the admin's agency screens); their sessions end"),
    changePassword('/users/:id/change-user-password', "Set a sub-user's password (the agency's users screens); their sessions end"),
    defineRoute({
      method: 'GET',
      url: '/users/:id/landings',
      summary: "The websites a sub-user may open, with each one's permission keys",
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'managed-user' },
      params,
      response: { 200: z.object({ data: z.array(userLandingSchema) }) },
      handler: async (request) => ({ data: await listUserLandings(db, requireManagedUser(request).id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/users/:id/landings',
      summary: "Give a sub-user access to one of the agency's websites with permission keys",
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'managed-user' },
      params,
      body: createUserLandingBodySchema,
      response: { 200: withMessage(userLandingSchema) },
      handler: async (request) => ({
        data: await grantLanding(db, requireManagedUser(request), request.body.landing_id, request.body.permissions),
        message: 'Website access granted.',
        success: true,
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/multiple-users',
      summary: 'Give several sub-users this website at once, each with the same permission keys (all or none)',
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'landing' },
      params: z.object({ id: idSchema }),
      body: grantManyUsersBodySchema,
      response: { 200: z.object({ data: z.array(userLandingSchema), message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const data = await grantLandingToMany(db, requireLanding(request), request.body.user_ids, request.body.permissions);
        return { data, message: data.length === 1 ? 'Website access granted to 1 user.' : `Website access granted to ${data.length} users.`, success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/user-landings/:id',
      summary: "Replace the permission keys of a sub-user's website access",
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'user-landing' },
      params,
      body: updateUserLandingBodySchema,
      response: { 200: withMessage(userLandingSchema) },
      handler: async (request) => ({
        data: await setLandingPermissions(db, requireUserLanding(request).id, request.body.permissions),
        message: 'Permissions updated.',
        success: true,
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/user-landings/:id',
      summary: "Remove a sub-user's access to a website",
      tags: ['users'],
      access: { roles: MANAGERS, tenant: 'user-landing' },
      params,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        await deleteUserLanding(db, requireUserLanding(request).id);
        return { message: 'Website access removed.', success: true };
      },
    }),
  ];
}
