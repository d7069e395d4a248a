import { AGENCY_ROLES, defineAppRoute, z, type AnyAppRoute } from '@tessera/sdk';
import { registrationAnswerSchema, registrationBodySchema, REGISTER_URL, webinarListSchema } from '../webinar-schemas.ts';
import { readWebinars, registerVisitor } from './webinar-store.ts';

export const webinarRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/webinars',
    summary: "The upcoming webinars of the website's agency, read from its connected webinar accounts, for the GoTo Reg Info element's picker",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'pages.view' },
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: { 200: webinarListSchema },
    // An admin's own website has no agency, so no connected accounts.
    handler: async ({ landing }, context) => ({ data: landing!.agencyId === null ? [] : await readWebinars(context, landing!.agencyId) }),
  }),
  defineAppRoute({
    method: 'POST',
    url: REGISTER_URL.replace('/api/v1', ''),
    summary: "Register a visitor of a published page (on the site's own address) for a webinar its GoTo Reg Info element shows",
    access: { roles: 'public', tenant: 'site' },
    body: registrationBodySchema,
    response: { 200: registrationAnswerSchema },
    handler: async ({ landing, body }, context) => ({ ...(await registerVisitor(context, landing!, body)), success: true }),
  }),
];
