import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineElement, z } from '@tessera/sdk';
import { elements as installed } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../bin/source-freshness.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../testing/test-app.ts';
import { buildIslands, type IslandManifest } from './island-build.ts';
import { pruneIslands, RETIRED_ISLANDS_KEPT_MS } from './island-prune.ts';

const SITE = { host: `demo.${TEST_SITE_DOMAIN}` };

function design(...keys: string[]) {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: keys.map((key, i) => ({ id: `element-${i}`, key, props: {} })) }] }],
      },
    ],
  };
}

describe('island scripts across deploys', () => {
  const sourceDir = mkdtempSync(join(tmpdir(), 'tessera-island-source-'));
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-islands-'));
  const islandSource = join(sourceDir, 'counter-island.ts');
  // An interactive element whose island changes between deploys; only its own island is built.
  const counter = defineElement({
    id: 'counter',
    version: '1.0.0',
    label: 'Counter',
    category: 'misc',
    premium: false,
    props: z.object({}),
    Render: () => <span className="counter">0</span>,
    Panel: async () => ({ default: () => null }),
    island: islandSource,
    islandProps: () => ({}),
  });
  /** What the process renders with; a deploy of a new build replaces its entries, as a restart on that build would. */
  const islands: { dir: string; manifest: IslandManifest } = { dir: outDir, manifest: {} };
  const builds: Record<string, IslandManifest> = {};
  let t: TestApp;
  let token: string;
  let landingId: number;
  let homePageId: number;
  let secondPage: { id: number; unique_name: string };

  async function deploy(build: string) {
    writeFileSync(islandSource, `export default { mount(root) { root.setAttribute('data-build', 'island build ${build}'); } };\n`);
    builds[build] = await buildIslands([counter], outDir, REPO_ROOT);
    Object.assign(islands.manifest, builds[build]);
  }

  async function publish(pageId: number, doc: object) {
    const pageUrl = `/api/v1/landings/${landingId}/pages/${pageId}`;
    const { version } = (await t.request({ method: 'GET', url: pageUrl, token })).json().data;
    expect((await t.request({ method: 'PUT', url: `${pageUrl}/design`, token, payload: { design: doc, version } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `${pageUrl}/publish`, token })).statusCode).toBe(200);
  }

  const visit = async (path: string) => (await t.request({ method: 'GET', url: path, headers: SITE })).body;
  const script = (file: string) => t.request({ method: 'GET', url: `/_islands/${file}`, headers: SITE });

  beforeAll(async () => {
    await deploy('A');
    t = await createTestApp({ elements: [...installed, counter], islands });
    token = await t.login({ email: 'demo@example.test', password: 'demo-password-1' });
    const landing = (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data[0];
    landingId = landing.id;
    homePageId = landing.home_page_id;
    const created = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/pages`, token, payload: { name: 'Second' } });
    secondPage = created.json().data;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(sourceDir, { recursive: true, force: true });
  });

  it('keeps loading build A’s script on a page published with A after build B, while a new publish loads B’s', async () => {
    await publish(homePageId, design('headline', 'counter'));
    await deploy('B');
    await publish(secondPage.id, design('counter'));

    const [a, b] = [builds.A!.counter!, builds.B!.counter!];
    expect(a).toMatch(/^counter\.[0-9a-f]{10}\.js$/);
    expect(b).toMatch(/^counter\.[0-9a-f]{10}\.js$/);
    expect(b).not.toBe(a);

    const fromA = await visit('/');
    expect(fromA).toContain(`<script type="module" src="/_islands/${a}"></script>`);
    expect(fromA).not.toContain(b);
    const scriptA = await script(a);
    expect(scriptA.statusCode).toBe(200);
    expect(scriptA.body).toContain('island build A');
    expect(scriptA.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const fromB = await visit(`/${secondPage.unique_name}`);
    expect(fromB).toContain(`<script type="module" src="/_islands/${b}"></script>`);
    const scriptB = await script(b);
    expect(scriptB.statusCode).toBe(200);
    expect(scriptB.body).toContain('island build B');
  });

  it('a rebuild of unchanged sources names its files as before', async () => {
    await deploy('B');
    expect(builds.B!.counter).toBe(islands.manifest.counter);
    expect((await script(builds.B!.counter!)).body).toContain('island build B');
  });

  it('deletes a retired script once no stored page loads it and its time out has passed, and keeps those a page loads', async () => {
    await deploy('C');
    // The second page leaves B's script: nothing stored loads it now, but a process still on B might.
    await publish(secondPage.id, design('headline'));
    const [a, b, c] = [builds.A!.counter!, builds.B!.counter!, builds.C!.counter!];

    expect((await pruneIslands({ db: t.db, ...islands, now: new Date() })).deleted).toEqual([]);
    expect((await script(b)).statusCode).toBe(200);

    const later = new Date(Date.now() + RETIRED_ISLANDS_KEPT_MS + 60_000);
    expect((await pruneIslands({ db: t.db, ...islands, now: later })).deleted).toEqual([b]);
    expect((await script(b)).statusCode).toBe(404);
    expect((await script(a)).body).toContain('island build A');
    expect((await script(c)).body).toContain('island build C');
    expect(await visit('/')).toContain(`/_islands/${a}`);
  });

  it('keeps the scripts of a build from before hashed names, with their imports, while a stored page loads them', async () => {
    // What the old build left: `<id>.js` loaded as `<id>.js?v=<hash>`, importing a shared chunk.
    writeFileSync(join(outDir, 'counter.js'), 'import{m as e}from"./shared-0a1b2c3d.js";e("counter");\n');
    writeFileSync(join(outDir, 'shared-0a1b2c3d.js'), 'export function m(){}\n');
    writeFileSync(join(outDir, 'faq.js'), 'import{m as e}from"./shared-0a1b2c3d.js";e("faq");\n');
    await t.db
      .updateTable('pages')
      .set({ published_html: '<!doctype html><html><head><script type="module" src="/_islands/counter.js?v=0123456789"></script></head><body></body></html>' })
      .where('id', '=', secondPage.id)
      .execute();

    await pruneIslands({ db: t.db, ...islands, now: new Date() });
    const later = new Date(Date.now() + RETIRED_ISLANDS_KEPT_MS + 60_000);
    expect((await pruneIslands({ db: t.db, ...islands, now: later })).deleted).toEqual(['faq.js']);
    expect(existsSync(join(outDir, 'counter.js'))).toBe(true);
    expect(existsSync(join(outDir, 'shared-0a1b2c3d.js'))).toBe(true);
  });

  it('keeps serving build A’s script from the storage’s copy once the folder lacks it, as in a container deployed from a newer image', async () => {
    const a = builds.A!.counter!;
    unlinkSync(join(outDir, a));
    const response = await script(a);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('island build A');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect((await script('counter.0000000000.js')).statusCode).toBe(404);
    expect((await script('..%2Fislands-manifest.json')).statusCode).toBe(404);
  });
});
