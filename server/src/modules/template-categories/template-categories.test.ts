import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let agency: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const names = async (url: string, token = agency) => ((await call(token, 'GET', url)).json().data as { name: string; templates_count: number }[]).map((c) => `${c.name}:${c.templates_count}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  agency = await t.login(DEMO);
});
afterAll(() => t.close());

describe('template categories', () => {
  it('files templates by category: agencies see published categories counting published templates, and renames and deletes carry the templates along', async () => {
    const created = await call(admin, 'POST', '/admin-template-categories', { name: 'Restaurants' });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    const taken = await call(admin, 'POST', '/admin-template-categories', { name: 'Restaurants' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['A category with this name already exists.']);
    expect((await call(admin, 'POST', '/admin-template-categories', { name: '  ' })).json().errors.name).toEqual(['The name field is required.']);

    const draft = (await call(admin, 'POST', '/admin-templates', { name: 'Bistro', category: 'Restaurants' })).json().data.id;
    const live = (await call(admin, 'POST', '/admin-templates', { name: 'Diner', category: 'Restaurants' })).json().data.id;
    await call(admin, 'POST', `/admin-templates/${live}/publish`);
    expect((await call(admin, 'GET', '/admin-template-categories')).json().data.find((c: { id: number }) => c.id === id).templates_count).toBe(2);
    expect(await names('/template-categories')).toContain('Restaurants:1');

    const renamed = await call(admin, 'PUT', `/admin-template-categories/${id}`, { name: 'Food' });
    expect(renamed.json().data).toMatchObject({ name: 'Food', templates_count: 2 });
    expect((await call(admin, 'GET', `/admin-templates/${draft}`)).json().data.category).toBe('Food');
    const templates = (await call(agency, 'GET', '/templates')).json().data as { id: number; category: string }[];
    expect(templates.find((template) => template.id === live)?.category).toBe('Food');

    await call(admin, 'POST', `/admin-template-categories/${id}/publish`, { published: false });
    expect(await names('/template-categories')).not.toContain('Food:1');
    await call(admin, 'POST', `/admin-template-categories/${id}/publish`);
    expect(await names('/template-categories')).toContain('Food:1');

    const copy = await call(admin, 'POST', `/admin-template-categories/${id}/clone`);
    expect(copy.json().data).toMatchObject({ name: 'Food (copy)', templates_count: 0 });
    expect((await call(admin, 'POST', `/admin-template-categories/${id}/clone`)).json().data.name).toBe('Food (copy 2)');

    expect((await call(admin, 'DELETE', `/admin-template-categories/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/admin-templates/${draft}`)).json().data.category).toBe('');
    expect((await call(admin, 'PUT', `/admin-template-categories/${id}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('keeps page-template categories apart, and adds a category a template names for the first time', async () => {
    const template = await call(admin, 'POST', '/admin-page-templates', { name: 'Menu page', category: 'Hospitality' });
    expect(template.statusCode, template.body).toBe(201);
    const pageCategories = (await call(admin, 'GET', '/admin-page-template-categories')).json().data as { name: string }[];
    expect(pageCategories.map((c) => c.name)).toContain('Hospitality');
    expect(((await call(admin, 'GET', '/admin-template-categories')).json().data as { name: string }[]).map((c) => c.name)).not.toContain('Hospitality');
    // The starter collection's labels are categories from the first start.
    expect(pageCategories.length).toBeGreaterThan(1);
    expect(await names('/page-template-categories')).toContain('Hospitality:0');
  });

  it('is the admin’s to change; agencies only read the published lists', async () => {
    expect((await call(agency, 'POST', '/admin-template-categories', { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(agency, 'GET', '/admin-page-template-categories')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/template-categories' })).statusCode).toBe(401);
  });
});
