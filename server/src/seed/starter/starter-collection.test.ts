import {
  checkPageAccessibility,
  fillGlobalSections,
  GLOBAL_SECTION_KINDS,
  NO_PREMIUM,
  PluginRegistry,
  splitGlobalSections,
  validateDesign,
  walkElements,
  walkNodes,
  withGlobalReference,
  type PageDocument,
} from '@tessera/core';
import { elements } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { seedStarterCollection, STARTER_COLLECTION } from './seed-starter.ts';

const registry = new PluginRegistry(elements);
const { sites, pageTemplates, blocks } = STARTER_COLLECTION;
const everyDesign: [string, PageDocument][] = [
  ...sites.flatMap((site) => site.pages.map((page) => [`${site.name} / ${page.name}`, page.design] as [string, PageDocument])),
  ...pageTemplates.map((template) => [template.name, template.design] as [string, PageDocument]),
  ...blocks.map((block) => [`block ${block.name}`, block.design] as [string, PageDocument]),
];

describe('the starter collection', () => {
  it('holds six site templates of three to five pages, twelve page templates and at least thirty blocks', () => {
    expect(sites.map((site) => site.name)).toEqual(['Restaurant', 'Dentist', 'Coach', 'Real estate', 'Local trades', 'SaaS']);
    for (const site of sites) expect(site.pages.length).toBeGreaterThanOrEqual(3);
    for (const site of sites) expect(site.pages.length).toBeLessThanOrEqual(5);
    expect(pageTemplates).toHaveLength(12);
    expect(blocks.length).toBeGreaterThanOrEqual(30);
    expect(new Set(blocks.map((block) => block.category))).toEqual(new Set(['Hero', 'Features', 'Pricing', 'Testimonials', 'FAQ', 'Contact', 'Call to action', 'About', 'Header', 'Footer']));
  });

  it.each(everyDesign)('%s is a design an agency without premium elements may save, with its props as written', (_name, design) => {
    const result = validateDesign(design, { registry, grants: NO_PREMIUM });
    expect(result.ok ? [] : result.errors).toEqual([]);
    // Nothing the element schemas dropped or replaced: each prop written is the prop stored.
    if (!result.ok) return;
    const stored = new Map([...walkElements(result.document)].map(({ element }) => [element.id, element.props]));
    for (const { element } of walkElements(design)) expect(stored.get(element.id)).toMatchObject(element.props);
  });

  it.each(everyDesign)('%s has one h1 at most, and only pages (not blocks) have one', (name, design) => {
    const h1s = [...walkElements(design)].filter(({ element }) => element.key === 'h1').length;
    expect(h1s).toBe(name.startsWith('block ') ? (name.startsWith('block Hero') ? 1 : 0) : 1);
  });

  it.each(everyDesign)('%s raises nothing in the accessibility check before publishing', (name, design) => {
    expect(checkPageAccessibility(design, registry, { wholePage: !name.startsWith('block ') })).toEqual([]);
  });

  // A published page draws each element by its id: a node of the page named as one of the website's
  // header or footer names theirs was drawn as the footer's text (light grey, in a white card).
  it.each(sites.map((site) => [site.name, site] as const))(
    'a website made of %s draws its pages’ own elements, whichever page’s header and footer it keeps, and those of starter pages added to it',
    (_name, site) => {
      const designs = [...site.pages.map((page) => page.design), ...pageTemplates.map((template) => template.design)];
      for (const source of site.pages) {
        const { globals } = splitGlobalSections(source.design);
        for (const design of designs) {
          let added = 0;
          const referring = GLOBAL_SECTION_KINDS.reduce(
            (doc, kind) => (globals[kind] ? withGlobalReference(doc, kind, globals[kind], () => `section-added${++added}`) : doc),
            splitGlobalSections(design).document,
          );
          const ids = [...walkNodes(fillGlobalSections(referring, globals))].map(({ node }) => node.id);
          expect(ids.filter((id, index) => ids.indexOf(id) !== index), `${source.name}’s header and footer on a page of ${design.sections.length} sections`).toEqual([]);
        }
      }
    },
  );
});

describe('seeding the starter collection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes it as the admin’s for agencies to start from, once', async () => {
    const token = await t.login(DEMO);
    const list = async (path: string) => ((await t.request({ method: 'GET', url: `/api/v1/${path}`, token })).json().data as { name: string }[]).map((entry) => entry.name);
    const before = { sites: await list('templates'), pages: await list('page-templates'), blocks: await list('admin-blocks') };
    expect(await seedStarterCollection(t.db)).toBe(true);
    expect(await seedStarterCollection(t.db)).toBe(false);
    expect((await list('templates')).sort()).toEqual([...before.sites, ...sites.map((site) => site.name)].sort());
    expect((await list('page-templates')).sort()).toEqual([...before.pages, ...pageTemplates.map((template) => template.name)].sort());
    expect((await list('admin-blocks')).sort()).toEqual([...before.blocks, ...blocks.map((block) => block.name)].sort());
  });

  it('gives an agency a website of every site template whose pages all publish whole', async () => {
    const token = await t.login(DEMO);
    const siteTemplates = (await t.request({ method: 'GET', url: '/api/v1/templates', token })).json().data as { id: number; name: string }[];
    const starters = siteTemplates.filter((template) => sites.some((site) => site.name === template.name));
    expect(starters).toHaveLength(sites.length);
    for (const template of starters) {
      const subdomain = `starter-${template.id}`;
      const created = await t.request({ method: 'POST', url: '/api/v1/landings', token, payload: { title: template.name, subdomain, template_id: template.id } });
      expect(created.statusCode, created.body).toBe(201);
      const landingId = created.json().data.id as number;
      const pages = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages`, token })).json().data as { id: number }[];
      expect(pages.length).toBeGreaterThanOrEqual(3);
      for (const page of pages) {
        const published = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/pages/${page.id}/publish`, token });
        expect(published.statusCode, published.body).toBe(200);
        expect(published.json().left_out ?? []).toEqual([]);
      }
    }
  });
});
