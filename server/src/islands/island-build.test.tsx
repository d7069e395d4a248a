import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineElement, z } from '@tessera/sdk';
import { elements as installed } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../bin/source-freshness.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../testing/test-app.ts';
import { buildIslands, type IslandManifest } from './island-build.ts';

const ticker = defineElement({
  id: 'ticker',
  version: '1.0.0',
  label: 'Ticker',
  category: 'misc',
  premium: false,
  props: z.object({ label: z.string().default('tick'), secret: z.string().default('server only') }),
  Render: ({ props }) => <span className="ticker">{props.label}</span>,
  Panel: async () => ({ default: () => null }),
  island: fileURLToPath(new URL('./fixtures/ticker-island.ts', import.meta.url)),
  islandProps: ({ label }) => ({ label }),
});

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

describe('islands of interactive elements', () => {
  let outDir: string;
  let manifest: IslandManifest;
  let t: TestApp;
  let token: string;
  let pageUrl: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'tessera-islands-'));
    manifest = await buildIslands([...installed, ticker], outDir, REPO_ROOT);
    t = await createTestApp({ elements: [...installed, ticker], islands: { dir: outDir, manifest } });
    token = await t.login({ email: 'demo@example.test', password: 'demo-password-1' });
    const landing = (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data[0];
    pageUrl = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  async function publish(doc: object) {
    const { version } = (await t.request({ method: 'GET', url: pageUrl, token })).json().data;
    await t.request({ method: 'PUT', url: `${pageUrl}/design`, token, payload: { design: doc, version } });
    await t.request({ method: 'POST', url: `${pageUrl}/publish`, token });
    return (await t.request({ method: 'GET', url: '/', headers: { host: `demo.${TEST_SITE_DOMAIN}` } })).body;
  }

  it('bundles one script per island plugin, named with a content hash', () => {
    const withIslands = [...installed, ticker].filter((plugin) => plugin.island).map((plugin) => plugin.id);
    expect(Object.keys(manifest).sort()).toEqual([...withIslands, 'popups'].sort());
    expect(manifest.ticker).toMatch(/^ticker\.[0-9a-f]{10}\.js$/);
    expect(readFileSync(join(outDir, manifest.ticker!), 'utf8')).toContain('data-mounted');
  });

  it('loads the island only on a page that holds its element, with only the props it exposes', async () => {
    const withTicker = await publish(design('headline', 'ticker'));
    expect(withTicker).toContain(`<script type="module" src="/_islands/${manifest.ticker}"></script>`);
    expect(withTicker).toContain('data-island="ticker" data-island-props="{&quot;label&quot;:&quot;tick&quot;}"');
    expect(withTicker).not.toContain('server only');
    const staticOnly = await publish(design('headline'));
    expect(staticOnly).not.toContain('<script');
  });

  it('publishes the FAQ as <details> with its island, which gets only the one-open flag', async () => {
    const page = await publish(design('faq'));
    expect(page).toContain(`<script type="module" src="/_islands/${manifest.faq}"></script>`);
    expect(page).toContain('data-island="faq" data-island-props="{&quot;allowMultiple&quot;:false}"');
    expect(page).toContain('<details class="ts-faq__item" name="element-0-faq" open=""');
    expect(page).toContain('.ts-faq__question::-webkit-details-marker{display:none}');
  });

  it('serves the island script on a site host', async () => {
    const response = await t.request({ method: 'GET', url: `/_islands/${manifest.ticker}`, headers: { host: `demo.${TEST_SITE_DOMAIN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
