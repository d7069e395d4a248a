import { tlsAllowedQuerySchema } from '@tessera/core';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { tlsReason } from './tls-allowed.ts';

/** The `ask` endpoint of an on-demand TLS front (deploy/Caddyfile): 200 for a name this platform answers, 404 otherwise. */
export function tlsRoutes(deps: Parameters<typeof tlsReason>[0]) {
  return [
    defineRoute({
      method: 'GET',
      url: '/tls/allowed',
      summary: 'Whether a certificate may be obtained for `domain`: a white-label domain, a site under one or the platform, or a verified custom domain of an active website',
      tags: ['whitelabels'],
      // The TLS front asks over the app's own address, before any user is involved.
      access: { roles: 'public', tenant: 'none' },
      query: tlsAllowedQuerySchema,
      response: { 200: z.object({ allowed: z.literal(true), reason: z.string() }) },
      handler: async (request) => {
        const reason = await tlsReason(deps, request.query.domain.replace(/\.$/, ''));
        if (!reason) throw new HttpError('not_found', 'No site or white-label of this platform answers at this domain.');
        return { allowed: true as const, reason };
      },
    }),
  ];
}
