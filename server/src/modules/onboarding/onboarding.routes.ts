import { dataEnvelope, onboardingBodySchema, onboardingSchema } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ownAgencyId } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { onboardingOf, setOnboardingDismissed } from './onboarding.queries.ts';

/** The checklist is the owner's: sub-users work inside websites they are given and set nothing up. */
const OWNER = { roles: ['Agency'], tenant: 'agency' } as const;
const tags = ['onboarding'];

export function onboardingRoutes(db: Db, now: () => Date) {
  return [
    defineRoute({
      method: 'GET',
      url: '/onboarding',
      summary: "The agency owner's getting-started checklist: each step done or not, as the agency's own data says, and whether it is hidden",
      tags,
      access: OWNER,
      response: { 200: dataEnvelope(onboardingSchema) },
      handler: async (request) => ({ data: await onboardingOf(db, ownAgencyId(request)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/onboarding',
      summary: 'Hide the getting-started checklist, or show it again',
      tags,
      access: OWNER,
      body: onboardingBodySchema,
      response: { 200: dataEnvelope(onboardingSchema).extend({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const agencyId = ownAgencyId(request);
        await setOnboardingDismissed(db, agencyId, request.body.dismissed, now());
        const message = request.body.dismissed ? 'The checklist is hidden. Bring it back from the Websites screen.' : 'The checklist is back.';
        return { data: await onboardingOf(db, agencyId), message, success: true };
      },
    }),
  ];
}
