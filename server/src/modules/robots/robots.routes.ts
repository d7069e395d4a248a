import { AGENCY_ROLES, dataEnvelope, idSchema, robotsBodySchema, robotsSchema } from '@tessera/core';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import { primaryOrigin } from '../sites/publisher.ts';
import { defaultRobots } from './robots.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'robots.edit' } as const;
const params = z.object({ id: idSchema });
const saved = z.object({ data: robotsSchema, message: z.string(), success: z.boolean() });

async function robotsView(db: Db, config: AppConfig, landing: LandingRow) {
  if (landing.robots_text !== null) return { robots_txt: landing.robots_text, is_default: false };
  return { robots_txt: defaultRobots(await primaryOrigin(db, config, landing)), is_default: true };
}

async function storeRobots(db: Db, sites: PublishedSites, landing: LandingRow, text: string | null): Promise<LandingRow> {
  const row = await db
    .updateTable('landings')
    .set({ robots_text: text, updated_at: dbNow() })
    .where('id', '=', landing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  sites.invalidateLanding(landing.id);
  return row;
}

export function robotsRoutes(db: Db, config: AppConfig, sites: PublishedSites) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/robots',
      summary: "The website's robots.txt (the default one until the owner writes their own)",
      tags: ['robots'],
      access,
      params,
      response: { 200: dataEnvelope(robotsSchema) },
      handler: async (request) => ({ data: await robotsView(db, config, requireLanding(request)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/robots',
      summary: "Replace the website's robots.txt",
      tags: ['robots'],
      access,
      params,
      body: robotsBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const text = request.body.robots_txt.replace(/\r\n?/g, '\n');
        const landing = await storeRobots(db, sites, requireLanding(request), text);
        return { data: await robotsView(db, config, landing), message: 'Robots file saved.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/robots/reset',
      summary: 'Go back to the default robots.txt: everything allowed, the sitemap named',
      tags: ['robots'],
      access,
      params,
      response: { 200: saved },
      handler: async (request) => {
        const landing = await storeRobots(db, sites, requireLanding(request), null);
        return { data: await robotsView(db, config, landing), message: 'Robots file reset to the default.', success: true };
      },
    }),
  ];
}
