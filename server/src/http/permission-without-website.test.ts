import { installedPermissionKeys, type PermissionKey } from '@tessera/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Routes that name their website in `?landing_id=` reach the agency's own data when the caller
 * names none (its block library, media library, AI key…). A sub-user must then hold the route's
 * permission on a website of theirs, exactly as they would naming one.
 */

let t: TestApp;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let unique = 0;

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.createAgency('Library Agency');
});
afterAll(() => t.close());

/** A sub-user of the agency holding every key on its website but `missing`, or only `only`. */
async function subUser(permissions: readonly string[], canCreateLanding = false): Promise<string> {
  const userId = await t.createUser({ email: `library-${++unique}@example.test`, role: 'AgencyUser', agencyId: agency.agencyId, canCreateLanding });
  await t.grantLanding(userId, agency.landingId, permissions);
  return t.tokenFor(userId);
}

const libraryRoutes = () =>
  t.app.routeTable.filter((route) => route.access.tenant === 'landing' && route.access.landingIdIn === 'query' && route.access.permission && route.access.withoutLanding !== 'new-website');
const call = (route: { method: string; url: string }, token: string) => t.request({ method: route.method as InjectOptions['method'], url: route.url, token });

describe('a permission on a route whose website is optional', () => {
  it('is asked of a sub-user who names no website: 403 without it, past the guard with it on a website of theirs', async () => {
    const routes = libraryRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(['GET /api/v1/agency-blocks', 'POST /api/v1/agency-blocks', 'PUT /api/v1/agency-blocks/:blockId']));
    const failures: string[] = [];
    for (const route of routes) {
      const permission = route.access.permission as PermissionKey;
      const without = await call(route, await subUser(installedPermissionKeys().filter((key) => key !== permission)));
      if (without.statusCode !== 403) failures.push(`${route.method} ${route.url} without ${permission}: ${without.statusCode} ${without.body.slice(0, 120)}`);
      const holding = await call(route, await subUser([permission]));
      if ([401, 403].includes(holding.statusCode) || holding.statusCode >= 500) failures.push(`${route.method} ${route.url} with ${permission}: ${holding.statusCode} ${holding.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers the refusal in the error format, naming no website', async () => {
    const refused = await t.request({ method: 'GET', url: '/api/v1/agency-blocks', token: await subUser([]) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have this permission on any of your websites.');
  });

  it('leaves the WordPress import into a new website to who may create websites, whatever they may do on their websites', async () => {
    const importXml = t.app.routeTable.find((route) => route.url === '/api/v1/landings/import-xml')!;
    expect(importXml.access.withoutLanding).toBe('new-website');
    const creator = await t.request({ method: 'POST', url: importXml.url, token: await subUser([], true) });
    expect(creator.statusCode).not.toBe(403);
  });
});
