import { defineElement, z, type AnyElementDefinition } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const put = doc.paths['/api/v1/landings/{id}/pages/{pageId}/design'].put;
    expect(put.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['version']));
    expect(put.description).toBe('Roles: Admin, Agency, AgencyUser, WebsiteUser. Tenant: landing. Sub-users need the `pages.design` permission on the website.');
    expect(doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route GET /api/v1/nothing-here not found.');
  });

  it('takes an empty body declared as JSON as no body, and still refuses malformed or poisoned JSON', async () => {
    const token = await t.login({ email: 'demo@example.test', password: 'demo-password-1' });
    const logout = await t.request({ method: 'POST', url: '/api/v1/logout', token, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(logout.statusCode).toBe(200);
    const poisoned = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('publishes GET /config without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.json().data).toMatchObject({ name: 'Tessera', maintenance: false, site_domain: 'sites.test' });
  });
});

describe('plugin routes', () => {
  /** An element that brings nothing but its routes. */
  const withRoutes = (id: string, routes: NonNullable<AnyElementDefinition['routes']>) =>
    defineElement({
      id,
      version: '1.0.0',
      label: id,
      category: 'misc',
      premium: false,
      props: z.object({}),
      Render: () => null,
      Panel: async () => ({ default: () => null }),
      routes,
    });
  const pinger = (access: boolean) =>
    withRoutes('pinger', async (app, context) => {
      app.get('/ping', { config: access ? { access: { roles: 'public', tenant: 'none' } } : {} }, async () => ({ pong: context.pluginId }));
    });

  it('mounts a plugin route under /api/v1/plugins/<id>/', async () => {
    const t = await createTestApp({ apps: [], elements: [pinger(true)] });
    try {
      const response = await t.request({ method: 'GET', url: '/api/v1/plugins/pinger/ping' });
      expect(response.json()).toEqual({ pong: 'pinger' });
    } finally {
      await t.close();
    }
  });

  it('refuses to boot when a route declares no access rule', async () => {
    await expect(createTestApp({ apps: [], elements: [pinger(false)] })).rejects.toThrow('Route GET /api/v1/plugins/pinger/ping declares no access rule');
  });

  it('refuses to boot when a route has path parameters and no schema for them', async () => {
    const echo = withRoutes('echo', async (app) => {
      app.get('/say/:word', { config: { access: { roles: 'public', tenant: 'none' } } }, async () => ({}));
    });
    await expect(createTestApp({ apps: [], elements: [echo] })).rejects.toThrow('Route GET /api/v1/plugins/echo/say/:word declares no params schema');
  });

  it('refuses to boot when a route asks for a permission nothing installed declares (a typo, or an app that is not installed)', async () => {
    const guarded = withRoutes('guarded', async (app) => {
      app.get('/notes', { config: { access: { roles: ['Agency', 'AgencyUser'], tenant: 'agency', permission: 'notes.veiw' } } }, async () => ({}));
    });
    await expect(createTestApp({ apps: [], elements: [guarded] })).rejects.toThrow('Route GET /api/v1/plugins/guarded/notes asks for the permission "notes.veiw", which nothing installed declares');
  });
});
