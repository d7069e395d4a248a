import { installedPermissionKeys, type Role } from '@tessera/core';
import { apps as installedApps } from '@tessera/plugins';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { sampleOf, type JsonSchema } from '../../testing/schema-samples.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { API_PREFIX, type RouteTableEntry } from '../access-control.ts';
import { shape, specCalls, type SpecCall } from './spec-calls.ts';

/**
 * Every call of spec §7 (spec-calls.txt: method and path as the spec spells them, each `{}`
 * filled with the id of a real row where the walk has one) sent to the running app as a role
 * its route admits, with a body made from the route's own schema. A call fails when nothing
 * answers it: Fastify's "Route … not found" 404, a 405, a 501 or any other 5xx. A 404 naming
 * a missing record, or a 422 refusing the sample body, shows the call is there.
 */

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface Fixture {
  agencyId: number;
  ownerId: number;
  landingId: number;
  pageId: number;
  subUserId: number;
  userLandingId: number;
  planId: number;
  planName: string;
  priceId: number;
  rows: Record<string, number>;
}

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Fastify's own answer when no route matches, as the app words it (app.ts, spa.ts). */
const ROUTE_MISSING = /^Route \S+ \S+ not found\.$/;

let t: TestApp;
let f: Fixture;
let operations: Record<string, Record<string, Operation>>;
const tokens = {} as Record<Role, () => Promise<string>>;
let unique = 0;

const routeKey = (method: string, path: string) => `${method} ${shape(path)}`;
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** The id a path parameter names: the walk's own rows by name, else by the route's tenant and address. */
function paramValue(name: string, route: RouteTableEntry, schema: JsonSchema | undefined): string {
  if (name === 'id') {
    const byTenant: Partial<Record<string, number>> = { landing: f.landingId, 'managed-user': f.subUserId, 'user-landing': f.userLandingId };
    const byAddress: [RegExp, number][] = [
      [/^\/agencies\//, f.agencyId],
      [/^\/impersonate\//, f.ownerId],
      [/^\/(pages|agency-page)\//, f.pageId],
      [/^\/plans\//, f.planId],
      [/^\/prices\//, f.priceId],
    ];
    const path = route.url.slice(API_PREFIX.length);
    const id = byTenant[route.access.tenant] ?? byAddress.find(([pattern]) => pattern.test(path))?.[1];
    if (id !== undefined) return String(id);
  }
  if (name === 'name' && route.url.includes('/subscriptions/plans/')) return f.planName;
  const known: Record<string, string | number | undefined> = { ...f.rows, pageId: f.pageId, userId: f.ownerId, planType: 'agency', platform: 'stripe', email: 'walk-card-holder@example.test' };
  return String(known[name] ?? sampleOf(schema) ?? 1);
}

/** Who calls a route: the agency owner where it may, else the admin, else the first role it admits. */
function callerOf(route: RouteTableEntry): Role | null {
  const { roles } = route.access;
  if (roles === 'public') return null;
  if (roles.includes('Agency')) return 'Agency';
  if (roles.includes('Admin')) return 'Admin';
  return roles[0]!;
}

/** Known good values by body property name, so a sample body gets past its validation where it can. */
const fieldOverrides = () => {
  const email = `walk-${++unique}@example.test`;
  return { landing_id: f.landingId, agency_id: f.agencyId, email, password: 'walk-password-1', password_confirmation: 'walk-password-1', subdomain: `walk-${unique}` };
};

async function send(call: SpecCall): Promise<{ response: LightMyRequestResponse; route?: RouteTableEntry }> {
  const [method, specPath] = call.route.split(' ') as [string, string];
  const route = t.app.routeTable.find((entry) => entry.method === method && routeKey(entry.method, entry.url.slice(API_PREFIX.length)) === routeKey(method, specPath));
  const operation = route ? (operations[route.url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {}) : {};
  const parameters = operation.parameters ?? [];
  const names = route ? paramNames(route.url) : [];
  let index = 0;
  const url =
    API_PREFIX +
    specPath.replace(/\{\}/g, () => {
      const name = names[index++];
      const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
      return encodeURIComponent(route && name ? paramValue(name, route, schema) : '1');
    });
  const query = Object.fromEntries(
    parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.name === 'landing_id' ? String(f.landingId) : String(sampleOf(parameter.schema) ?? 'walk')]),
  );
  const role = route ? callerOf(route) : 'Agency';
  const token = role ? await tokens[role]() : undefined;
  const request = { method: method as InjectOptions['method'], url, query, token };
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  if (!BODY_METHODS.has(method)) return { response: await t.request(request), route };
  if (bodySchema) return { response: await t.request({ ...request, payload: sampleOf(bodySchema, fieldOverrides()) as object }), route };
  // A route without a JSON body is either bodiless or an upload, which refuses anything but multipart.
  const bare = await t.request(request);
  if (![406, 415].includes(bare.statusCode)) return { response: bare, route };
  const upload = multipartBody({ landing_id: String(f.landingId), elementId: 'element-walk', valueKey: 'src' }, { filename: 'walk.png', bytes: PIXEL_PNG, contentType: 'image/png' });
  return { response: await t.request({ ...request, ...upload }), route };
}

/** DELETEs go last, deepest addresses first, so a call does not remove what a later one names. */
function walkOrder(calls: readonly SpecCall[]): SpecCall[] {
  const depth = (call: SpecCall) => call.route.split('/').length;
  const deletes = calls.filter((call) => call.route.startsWith('DELETE '));
  return [...calls.filter((call) => !call.route.startsWith('DELETE ')), ...deletes.reverse().sort((a, b) => depth(b) - depth(a))];
}

async function created(response: LightMyRequestResponse): Promise<number> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data.id as number;
}

beforeAll(async () => {
  // The embedded fake image generator: an upstream failure offline (502) says nothing about the call.
  t = await createTestApp({ env: { TESSERA_AI_PROVIDER: 'fake' } });
  const agency = await t.createAgency('Walk');
  const premiumApps = installedApps.filter((app) => app.premium).map((app) => app.id);
  await t.db.updateTable('agencies').set({ premium_apps: JSON.stringify(premiumApps) }).where('id', '=', agency.agencyId).execute();
  const adminId = await t.createUser({ email: 'walk-admin@example.test', role: 'Admin' });
  const subUserId = await t.createUser({ email: 'walk-sub@example.test', role: 'AgencyUser', agencyId: agency.agencyId });
  const userLandingId = await t.grantLanding(subUserId, agency.landingId, installedPermissionKeys());
  const ids: Record<Role, number> = {
    Admin: adminId,
    Agency: agency.ownerId,
    AgencyUser: subUserId,
    WebsiteUser: await t.createUser({ email: 'walk-website-user@example.test', role: 'WebsiteUser', agencyId: agency.agencyId }),
    CardUser: await t.createUser({ email: 'walk-card-holder@example.test', role: 'CardUser', agencyId: agency.agencyId }),
  };
  await t.grantLanding(ids.WebsiteUser, agency.landingId, installedPermissionKeys());
  // A fresh session for each call: one that signs out or changes a password must not end the walk.
  for (const role of Object.keys(ids) as Role[]) tokens[role] = () => t.tokenFor(ids[role]);

  const admin = await tokens.Admin();
  const owner = await tokens.Agency();
  const plan = await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'Walk Plan', type: 'agency' } });
  const planId = await created(plan);
  const price = await t.db.insertInto('prices').values({ plan_id: planId, amount: 1000, currency: 'usd', interval: 'month', provider_price_id: 'price_walk' }).returning('id').executeTakeFirstOrThrow();
  const landing = (path: string) => `/api/v1/landings/${agency.landingId}${path}`;
  const make = async (path: string, payload: object) => created(await t.request({ method: 'POST', url: landing(path), token: owner, payload }));
  const contact = await t.db
    .insertInto('contacts')
    .values({ landing_id: agency.landingId, element_id: 'element-walk', fields: JSON.stringify({ email: 'lead@example.test' }), ip_hash: 'walk' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await t.request({ method: 'POST', url: landing('/files'), token: owner, ...multipartBody({}, { filename: 'walk.png', bytes: PIXEL_PNG, contentType: 'image/png' }) });
  const rows = {
    cardId: await make('/cards', { content: { name: 'Walk card' } }),
    formId: await make('/forms', { name: 'Walk form', fields: [{ name: 'email', label: 'Email', type: 'email' }] }),
    menuId: await make('/menus', { name: 'Walk menu', items: [{ label: 'Home', url: '/' }] }),
    redirectId: await make('/redirects', { from: '/walk', to: '/' }),
    webhookId: await make('/webhooks', { url: 'http://127.0.0.1:9/hook' }),
    fileId: await created(file),
    contactId: contact.id,
  };
  // Taken once the rows above exist: the walk restores it, and the later calls still find them.
  await t.request({ method: 'PUT', url: landing('/instant-backup'), token: owner, payload: {} });
  const backup = await t.db.selectFrom('backup_records').select('id').where('landing_id', '=', agency.landingId).executeTakeFirstOrThrow();
  f = {
    agencyId: agency.agencyId,
    ownerId: agency.ownerId,
    landingId: agency.landingId,
    pageId: agency.pageId,
    subUserId,
    userLandingId,
    planId,
    planName: 'Walk Plan',
    priceId: price.id,
    rows: { ...rows, backupId: backup.id },
  };
  operations = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
}, 180_000);
afterAll(() => t.close());

describe('every call of spec §7 against the running app', () => {
  it('is answered by a route: no "Route … not found", 405, 501 or other 5xx', async () => {
    const failures: string[] = [];
    const answers = new Map<number, number>();
    for (const call of walkOrder(specCalls)) {
      const { response, route } = await send(call);
      answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
      const missing = response.statusCode === 404 && ROUTE_MISSING.test(String(response.json().message));
      if (!route || missing || response.statusCode === 405 || response.statusCode >= 500) {
        failures.push(`${call.route} (${call.wording}): ${route ? '' : 'no route of that shape; '}${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    const summary = [...answers].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`spec §7 walk: ${specCalls.length - failures.length} of ${specCalls.length} calls answered by a route (${summary.join(', ')})`);
    expect(failures).toEqual([]);
  }, 600_000);
});
