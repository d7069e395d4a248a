import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../testing/multipart.ts';
import { leavesOf, mapLeaves, nestedObject, objectsAsArrays, sampleOf, withLeaf, type JsonSchema } from '../testing/schema-samples.ts';
import { designOf, saveAndPublish } from '../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { RouteTableEntry } from './access-control.ts';

/**
 * Hostile input on every route of the app's own table, past the guard (as the agency where the
 * route admits it, else as an admin; on the site's host for the sites' routes): U+0000 in each
 * path parameter, query value and body string, huge numbers in ids, a body nested 2,000 deep, a
 * 1 MB string, wrong types. No answer may be a 5xx, so a route added tomorrow is walked too.
 */

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface Variant {
  label: string;
  request: Omit<InjectOptions, 'method'>;
}

const NUL = '\u0000';
const HOSTILE = `fuzz${NUL}`;
const HUGE_IDS = ['1e308', String(2n ** 63n)];
const MEGABYTE = 'x'.repeat(1024 * 1024);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Query names routes commonly read, sent to every route besides the ones its schema declares. */
const COMMON_QUERY = ['search', 'q', 'name', 'code', 'sort', 'page', 'per_page', 'landing_id'];
/** For a route without a body schema (multipart uploads, plugin routes): the fields such routes read. */
const COMMON_FIELDS = ['name', 'title', 'email', 'code', 'elementId', 'valueKey', 'image_prompt', 'subdomain', 'landing_id'];
const FORM_ELEMENT = 'element-fuzz-form';
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** A site's own addresses where a name in the path is looked up. */
const SITE_PATHS = ['/%00', '/fuzz%00', '/blog/%00', '/card/%00', '/episodes/%00', '/uploads/%00', '/courses/%00', '/?page=%00', '/sitemap.xml?x=%00', '/%C0%80', '/%E0%A4%A'];

let t: TestApp;
let fixture: { landingId: number; pageId: number; cardId: number; subUserId: number; userLandingId: number; agencyUserId: number; adminId: number; host: string };
let operations: Record<string, Record<string, Operation>>;

/** Known good values by body property name, so a body reaches the code behind its validation. */
const fieldOverrides = () => ({ elementId: FORM_ELEMENT, pageUrl: '/', fields: { fullName: 'Fuzz', email: 'fuzz@example.test', phone: '' }, landing_id: fixture.landingId });

function goodParam(name: string, route: RouteTableEntry, schema: JsonSchema | undefined): string {
  if (name === 'id') {
    const byTenant: Partial<Record<string, number>> = { landing: fixture.landingId, 'managed-user': fixture.subUserId, 'user-landing': fixture.userLandingId };
    const id = byTenant[route.access.tenant];
    if (id !== undefined) return String(id);
  }
  const known: Partial<Record<string, number>> = { pageId: fixture.pageId, cardId: fixture.cardId };
  return String(known[name] ?? sampleOf(schema) ?? 1);
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

function pathWith(route: RouteTableEntry, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => params[name]!);
}

/** Every hostile request for one route. */
function variantsOf(route: RouteTableEntry): Variant[] {
  const operation = operations[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const schemaOf = (where: string, name: string) => parameters.find((parameter) => parameter.in === where && parameter.name === name)?.schema;
  const goodParams = Object.fromEntries(paramNames(route.url).map((name) => [name, encodeURIComponent(goodParam(name, route, schemaOf('path', name)))]));
  const url = pathWith(route, goodParams);
  const headers = route.access.hosts === 'sites' ? { host: fixture.host } : {};
  const variants: Variant[] = [];
  const add = (label: string, request: Omit<InjectOptions, 'method'>) => variants.push({ label, request: { headers, ...request } });

  for (const name of paramNames(route.url)) {
    const hostileValues = [encodeURIComponent(HOSTILE), ...(schemaOf('path', name)?.type === 'integer' ? HUGE_IDS : [])];
    for (const value of hostileValues) add(`path :${name}=${JSON.stringify(decodeURIComponent(value))}`, { url: pathWith(route, { ...goodParams, [name]: value }) });
  }
  // A DELETE with good ids and a hostile query or body could delete the fixture; its path parameters are what it reads.
  if (route.method === 'DELETE') return variants;

  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const goodQuery = Object.fromEntries(queryParameters.map((parameter) => [parameter.name, String(sampleOf(parameter.schema) ?? 'fuzz')]));
  for (const parameter of queryParameters) add(`query ${parameter.name}=NUL`, { url, query: { ...goodQuery, [parameter.name]: HOSTILE } });
  add('common query names=NUL', { url, query: { ...goodQuery, ...Object.fromEntries(COMMON_QUERY.map((name) => [name, HOSTILE])) } });
  const integerQuery = queryParameters.filter((parameter) => parameter.schema.type === 'integer');
  if (integerQuery.length > 0) {
    for (const huge of HUGE_IDS) add(`query integers=${huge}`, { url, query: { ...goodQuery, ...Object.fromEntries(integerQuery.map((parameter) => [parameter.name, huge])) } });
  }
  if (!BODY_METHODS.has(route.method)) return variants;

  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const good = (bodySchema && sampleOf(bodySchema, fieldOverrides())) ?? Object.fromEntries(COMMON_FIELDS.map((name) => [name, 'fuzz']));
  for (const path of leavesOf(good, (leaf) => typeof leaf === 'string')) add(`body ${path.join('.')}=NUL`, { url, payload: withLeaf(good, path, HOSTILE) as object });
  add('body: every string 1 MB', { url, payload: mapLeaves(good, (leaf) => (typeof leaf === 'string' ? MEGABYTE : leaf)) as object });
  add('body: numbers for strings', { url, payload: mapLeaves(good, (leaf) => (typeof leaf === 'string' ? 12345 : leaf)) as object });
  for (const huge of [1e308, 2 ** 63]) add(`body: every number ${huge}`, { url, payload: mapLeaves(good, (leaf) => (typeof leaf === 'number' ? huge : leaf)) as object });
  add('body: arrays for objects', { url, payload: objectsAsArrays(good) as object });
  add('body: an array', { url, payload: [good] });
  add('body: an object 2,000 deep', { url, payload: nestedObject(2000) as object });
  for (const path of leavesOf(good, (leaf) => typeof leaf === 'object' && leaf !== null).slice(0, 3)) {
    add(`body ${path.join('.')} 2,000 deep`, { url, payload: withLeaf(good, path, nestedObject(2000)) as object });
  }
  if (!bodySchema) {
    const fields = Object.fromEntries(COMMON_FIELDS.map((name) => [name, HOSTILE]));
    add('multipart text fields=NUL', { url, ...multipartBody(fields, { filename: 'fuzz.png', bytes: PIXEL_PNG }) });
    add('multipart file name=NUL', { url, ...multipartBody({}, { filename: `fuzz${NUL}.png`, bytes: PIXEL_PNG }) });
  }
  return variants;
}

function callerOf(route: RouteTableEntry): number {
  const roles = route.access.roles;
  if (roles === 'public' || roles.includes('Agency')) return fixture.agencyUserId;
  return fixture.adminId;
}

beforeAll(async () => {
  t = await createTestApp();
  const agency = await t.createAgency('Fuzz');
  const agencyToken = await t.tokenFor(agency.ownerId);
  await saveAndPublish(t, agencyToken, agency.landingId, agency.pageId, designOf([{ key: 'form', id: FORM_ELEMENT }]));
  const card = await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/cards`, token: agencyToken, payload: { content: { name: 'Fuzz card' } } });
  const subUserId = await t.createUser({ email: 'fuzz-sub@example.test', role: 'AgencyUser', agencyId: agency.agencyId });
  fixture = {
    landingId: agency.landingId,
    pageId: agency.pageId,
    cardId: card.json().data.id,
    subUserId,
    userLandingId: await t.grantLanding(subUserId, agency.landingId, ['pages.view']),
    agencyUserId: agency.ownerId,
    adminId: await t.createUser({ email: 'fuzz-admin@example.test', role: 'Admin' }),
    host: `fuzz.${t.config.siteDomain}`,
  };
  operations = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
  // The OpenAPI document is generated on its first request, from every route's schemas.
}, 180_000);
afterAll(() => t.close());

describe('hostile input on every route', () => {
  it('never answers 5xx on any route of the table, as the agency or an admin', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.routeTable) {
      // A fresh session per route: a route that signs out or changes the caller must not stop the rest from being walked.
      const token = await t.tokenFor(callerOf(route));
      for (const variant of variantsOf(route)) {
        const response = await t.request({ ...variant.request, method: route.method as InjectOptions['method'], token });
        sent++;
        if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} (${variant.label}): ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(sent).toBeGreaterThan(t.app.routeTable.length * 2);
    expect(failures.join('\n')).toBe('');
  }, 600_000);

  it("answers a site's own addresses with U+0000 and malformed escapes below 500", async () => {
    const failures: string[] = [];
    for (const path of SITE_PATHS) {
      const response = await t.request({ method: 'GET', url: path, headers: { host: fixture.host } });
      if (response.statusCode >= 500) failures.push(`GET ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures.join('\n')).toBe('');
  });
});
