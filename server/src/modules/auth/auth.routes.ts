import {
  changeOwnPasswordBodySchema,
  changePasswordWithTokenBodySchema,
  checkEmailBodySchema,
  checkEmailResponseSchema,
  checkValidityBodySchema,
  checkValidityResponseSchema,
  dataEnvelope,
  idSchema,
  impersonateResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  orderBodySchema,
  profileSchema,
  registerBodySchema,
  requestPasswordResetBodySchema,
  ROLES,
  signupResponseSchema,
  updateProfileBodySchema,
} from '@tessera/core';
import type { PaymentProvider } from '@tessera/sdk';
import { z } from 'zod';
import { requireManagedUser, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { paidOrder } from '../billing/paid-order.ts';
import type { SessionEnds } from '../realtime/realtime-hub.ts';
import { hostnameOf } from '../sites/site-hosts.ts';
import { revokeAccessToken } from './access-tokens.ts';
import {
  changeOwnPassword,
  changePasswordWithToken,
  checkLoginLink,
  getProfile,
  impersonate,
  isEmailAvailable,
  login,
  requestPasswordReset,
  RESET_REQUESTED_MESSAGE,
  signUpAgency,
  stopImpersonating,
  updateOwnProfile,
  type AuthDeps,
} from './auth.service.ts';

export function authRoutes(deps: AuthDeps & { payments: PaymentProvider; sessions: SessionEnds }) {
  const { db, sessions } = deps;
  const sessionsEnded = (userId: number) => sessions.sessionsEnded({ kind: 'user', userId });
  const own = { roles: ROLES, tenant: 'self', allowBlocked: true } as const;
  return [
    defineRoute({
      method: 'POST',
      url: '/login',
      summary: 'Sign in with e-mail and password (in 15 minutes: 5 failures per account and address, 20 per address, then 429; past 10 per account, each try waits 30 s after the last failure, doubling to 15 minutes)',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: loginBodySchema,
      response: { 200: loginResponseSchema },
      handler: async (request) => ({ access_token: await login(deps, request.body.email, request.body.password, request.ip) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/profile',
      summary: 'The signed-in user, with the agency state and website permissions',
      tags: ['auth'],
      access: own,
      response: { 200: dataEnvelope(profileSchema) },
      handler: async (request) => ({ data: await getProfile(deps, requireUser(request)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/profile',
      summary: "Change the signed-in user's name and e-mail",
      tags: ['auth'],
      access: own,
      body: updateProfileBodySchema,
      response: { 200: dataEnvelope(profileSchema).extend(messageResponseSchema.shape) },
      handler: async (request) => ({
        data: await updateOwnProfile(deps, requireUser(request), request.body),
        message: 'Profile updated.',
        success: true,
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/logout',
      summary: 'Revoke the access token of this request',
      tags: ['auth'],
      access: own,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        const user = requireUser(request);
        await revokeAccessToken(db, user.tokenId);
        sessionsEnded(user.id);
        return { message: 'Logged out.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/change-password',
      summary: "Change the signed-in user's password (needs the current one); other sessions end",
      tags: ['auth'],
      access: own,
      body: changeOwnPasswordBodySchema,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        const user = requireUser(request);
        await changeOwnPassword(db, user, request.body.current_password, request.body.password);
        sessionsEnded(user.id);
        return { message: 'Password changed.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/passwords/reset',
      summary: 'Send a password reset link; answers the same whether the e-mail has an account or not',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: requestPasswordResetBodySchema,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        await requestPasswordReset(deps, request.body.email, hostnameOf(request.headers.host), (error) =>
          request.log.error({ err: error }, 'the password reset mail could not be sent'),
        );
        return { message: RESET_REQUESTED_MESSAGE, success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/passwords/change',
      summary: 'Set a new password with the token of a reset link (single use, 60 minutes)',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: changePasswordWithTokenBodySchema,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        sessionsEnded(await changePasswordWithToken(deps, request.body.token, request.body.password));
        return { message: 'Your password has been changed. Sign in with the new one.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/check-email',
      summary: 'Whether an e-mail is still free for sign-up',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: checkEmailBodySchema,
      response: { 200: checkEmailResponseSchema },
      handler: async (request) => ({ available: await isEmailAvailable(db, request.body.email) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/check-validity',
      summary: 'Redirect-link login: a signed, expiring hash of e-mail and uid signs the user in',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: checkValidityBodySchema,
      response: { 200: checkValidityResponseSchema },
      handler: async (request) => checkLoginLink(deps, request.body.hash, request.body.redirect_url),
    }),
    defineRoute({
      method: 'POST',
      url: '/register',
      summary: 'Free agency sign-up: creates the agency and its Agency user',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: registerBodySchema,
      response: { 200: signupResponseSchema },
      handler: async (request) => (await signUpAgency(deps, request.body, hostnameOf(request.headers.host))).answer,
    }),
    defineRoute({
      method: 'POST',
      url: '/order',
      summary: "Agency sign-up with a chosen plan: with a card (payment_method) it is paid at once and starts subscribed; without, it stays unsubscribed until payment",
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      body: orderBodySchema,
      response: { 200: signupResponseSchema },
      handler: async (request) => {
        const { payment_method: paymentMethod } = request.body;
        const hostname = hostnameOf(request.headers.host);
        if (paymentMethod) return paidOrder(deps, { ...request.body, payment_method: paymentMethod }, hostname);
        return (await signUpAgency(deps, request.body, hostname)).answer;
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/impersonate/:id',
      summary: 'Admin: sign in as another user; the token remembers the admin',
      tags: ['auth'],
      access: { roles: ['Admin'], tenant: 'managed-user' },
      params: z.object({ id: idSchema }),
      response: { 200: impersonateResponseSchema },
      handler: async (request) => impersonate(deps, requireUser(request), requireManagedUser(request)),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/impersonate',
      summary: 'End an impersonation: revokes its token',
      tags: ['auth'],
      access: own,
      response: { 200: messageResponseSchema },
      handler: async (request) => {
        const user = requireUser(request);
        await stopImpersonating(db, user);
        sessionsEnded(user.id);
        return { message: 'Impersonation ended.', success: true };
      },
    }),
  ];
}
