import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf } from '../../testing/site-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let agency: string;

const CSP = "frame-ancestors 'self'; script-src 'self'; object-src 'none'; base-uri 'none'";
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

async function pageTemplate(name: string, text: string, published: boolean): Promise<number> {
  const design = JSON.stringify(designOf([{ key: 'headline', props: { text } }]));
  return (await t.db.insertInto('page_templates').values({ name, published, design }).returning('id').executeTakeFirstOrThrow()).id;
}

async function siteTemplate(name: string, published: boolean): Promise<number> {
  const content = {
    title: `${name} site`,
    settings: { lang: 'fr' },
    pages: [
      { ref: 1, name: 'Accueil', unique_name: 'home', home: true, design: designOf([{ key: 'headline', props: { text: `${name} welcome` } }, { key: 'button', props: { button: { ActionType: 'other', PageId: 2, Text: 'About us' } } }]) },
      { ref: 2, name: 'About', unique_name: 'about', title: 'About the studio', design: designOf([{ key: 'headline', props: { text: `${name} about` } }]) },
    ],
  };
  return (await t.db.insertInto('site_templates').values({ name, published, content: JSON.stringify(content) }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(await t.createUser({ email: 'preview-admin@example.test', role: 'Admin' }));
  agency = await t.login(DEMO);
});
afterAll(() => t.close());

describe('page template previews', () => {
  it('shows the admin a draft page template through a signed address, kept out of search engines and caches', async () => {
    const id = await pageTemplate('Draft hero', 'Unpublished hero words', false);
    const issued = await get(`/api/v1/page-templates/${id}/preview-token`, admin);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().url).toMatch(new RegExp(`^/api/v1/page-templates/${id}/preview\\?token=`));
    const shown = await get(issued.json().url);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Unpublished hero words');
    expect(shown.body).toContain('<title>Draft hero</title>');
    expect(shown.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['content-security-policy']).toBe(CSP);
  });

  it('shows agencies a published page template and answers an unpublished one with 404', async () => {
    const published = await pageTemplate('Public hero', 'Published hero words', true);
    const draft = await pageTemplate('Secret hero', 'Secret hero words', false);
    const issued = await get(`/api/v1/page-templates/${published}/preview-token`, agency);
    expect(issued.statusCode).toBe(200);
    expect((await get(issued.json().url)).body).toContain('Published hero words');
    expect((await get(`/api/v1/page-templates/${published}/preview`, agency)).body).toContain('Published hero words');
    expect((await get(`/api/v1/page-templates/${draft}/preview-token`, agency)).statusCode).toBe(404);
    expect((await get(`/api/v1/page-templates/${draft}/preview`, agency)).statusCode).toBe(404);
    expect((await get(`/api/v1/page-templates/999999/preview-token`, admin)).statusCode).toBe(404);
  });

  it('refuses a token issued for another template, a forged or garbled one, and no credential at all', async () => {
    const first = await pageTemplate('First', 'First words', true);
    const second = await pageTemplate('Second', 'Second words', true);
    const token = tokenOf((await get(`/api/v1/page-templates/${first}/preview-token`, agency)).json().url);
    expect((await get(`/api/v1/page-templates/${second}/preview?token=${token}`)).statusCode).toBe(401);
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await get(`/api/v1/page-templates/${first}/preview?token=${forged}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/page-templates/${first}/preview?token=garbage`)).statusCode).toBe(401);
    expect((await get(`/api/v1/page-templates/${first}/preview-token`)).statusCode).toBe(401);
  });

  it('does not let a page token open a template preview with the same number', async () => {
    const id = await pageTemplate('Numbered', 'Numbered words', true);
    const page = await t.db.selectFrom('pages').select('id').executeTakeFirstOrThrow();
    const pageToken = tokenOf((await get(`/api/v1/pages/${page.id}/preview-token`, agency)).json().url);
    const templateToken = tokenOf((await get(`/api/v1/page-templates/${id}/preview-token`, agency)).json().url);
    expect((await get(`/api/v1/page-templates/${page.id}/preview?token=${pageToken}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/pages/${id}/preview?token=${templateToken}`)).statusCode).toBe(401);
  });

  it('shows anyone a published page template without signing in, kept out of search engines, and answers a draft with 404', async () => {
    const published = await pageTemplate('Open hero', 'Open hero words', true);
    const draft = await pageTemplate('Closed hero', 'Closed hero words', false);
    const shown = await get(`/api/v1/page-templates/${published}/preview`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Open hero words');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.headers['content-security-policy']).toBe(CSP);
    expect((await get(`/api/v1/page-templates/${draft}/preview`)).statusCode).toBe(404);
    expect((await get('/api/v1/page-templates/999999/preview')).statusCode).toBe(404);
  });

  it('refuses card users', async () => {
    const id = await pageTemplate('Cards', 'Card words', true);
    const cardUser = await t.tokenFor(await t.createUser({ email: 'preview-card@example.test', role: 'CardUser' }));
    expect((await get(`/api/v1/page-templates/${id}/preview-token`, cardUser)).statusCode).toBe(403);
    expect((await get(`/api/v1/page-templates/${id}/preview`, cardUser)).statusCode).toBe(403);
  });
});

describe('site template previews', () => {
  it('opens a template at its home page, in its own shell, with links to its other pages’ previews', async () => {
    const id = await siteTemplate('Studio', false);
    const issued = await get(`/api/v1/templates/${id}/preview-token`, admin);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().url).toMatch(new RegExp(`^/api/v1/templates/${id}/pages/1/preview\\?token=`));
    const shown = await get(issued.json().url);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Studio welcome');
    expect(shown.body).toContain('lang="fr"');
    expect(shown.body).toContain(`href="/templates/${id}/pages/2/preview"`);
    expect(shown.headers['content-security-policy']).toBe(CSP);
    expect(shown.headers['x-robots-tag']).toBe('noindex');

    const about = await get(`/api/v1/templates/${id}/pages/2/preview-token`, admin);
    const aboutPage = await get(about.json().url);
    expect(aboutPage.body).toContain('Studio about');
    expect(aboutPage.body).toContain('<title>About the studio</title>');
    expect((await get(`/api/v1/templates/${id}/pages/9/preview-token`, admin)).statusCode).toBe(404);
  });

  it('shows the template’s own menu, its items leading to the previews of the template’s pages', async () => {
    const content = {
      pages: [{ ref: 1, name: 'Home', unique_name: 'home', home: true, design: designOf([{ key: 'navigation', id: 'element-nav', props: { menuId: 7 } }]) }, { ref: 2, name: 'Menu', unique_name: 'menu', design: designOf([]) }],
      menus: [{ ref: 7, name: 'Main', items: [{ label: 'Our dishes', page_id: 2 }, { label: 'Order', url: 'https://order.example.com' }] }],
    };
    const id = (await t.db.insertInto('site_templates').values({ name: 'Menus', published: true, content: JSON.stringify(content) }).returning('id').executeTakeFirstOrThrow()).id;
    const body = (await get(`/api/v1/templates/${id}/pages/1/preview`, agency)).body;
    expect(body).toContain(`<a class="ts-navigation__link" href="/templates/${id}/pages/2/preview">Our dishes</a>`);
    expect(body).toContain('<a class="ts-navigation__link" href="https://order.example.com">Order</a>');
  });

  it('shows agencies a published template and answers an unpublished one with 404', async () => {
    const published = await siteTemplate('Bakery', true);
    const draft = await siteTemplate('Hidden', false);
    const issued = await get(`/api/v1/templates/${published}/preview-token`, agency);
    expect(issued.statusCode).toBe(200);
    expect((await get(issued.json().url)).body).toContain('Bakery welcome');
    expect((await get(`/api/v1/templates/${draft}/preview-token`, agency)).statusCode).toBe(404);
    expect((await get(`/api/v1/templates/${draft}/pages/1/preview-token`, agency)).statusCode).toBe(404);
    expect((await get(`/api/v1/templates/${draft}/pages/1/preview`, agency)).statusCode).toBe(404);
  });

  it('shows anyone a published template’s pages without signing in, from its home page, and answers a draft with 404', async () => {
    const published = await siteTemplate('Florist', true);
    const draft = await siteTemplate('Unreleased', false);
    const home = await get(`/api/v1/templates/${published}/preview`);
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe(`/api/v1/templates/${published}/pages/1/preview`);
    const shown = await get(`/api/v1/templates/${published}/pages/2/preview`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Florist about');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect((await get(`/api/v1/templates/${draft}/preview`)).statusCode).toBe(404);
    expect((await get(`/api/v1/templates/${draft}/pages/1/preview`)).statusCode).toBe(404);
  });

  it('refuses a token for another template or another page of the same template', async () => {
    const first = await siteTemplate('Alpha', true);
    const second = await siteTemplate('Beta', true);
    const token = tokenOf((await get(`/api/v1/templates/${first}/pages/1/preview-token`, agency)).json().url);
    expect((await get(`/api/v1/templates/${first}/pages/1/preview?token=${token}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/templates/${second}/pages/1/preview?token=${token}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/templates/${first}/pages/2/preview?token=${token}`)).statusCode).toBe(401);
  });

  it('stops honouring a template preview address once its session is signed out', async () => {
    const id = await siteTemplate('Signed out', true);
    const session = await t.login(DEMO);
    const { url } = (await get(`/api/v1/templates/${id}/preview-token`, session)).json();
    expect((await get(url)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/v1/logout', token: session });
    expect((await get(url)).statusCode).toBe(401);
  });
});
