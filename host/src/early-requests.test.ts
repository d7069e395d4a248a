// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyElements } from 'virtual:tessera/element-catalogue';
import { TOKEN_STORAGE_KEY } from './api/token-storage.ts';
import type { LazyElement } from './designer/element-catalogue.ts';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./designer/DesignerRoute.tsx', () => ({}));
// The installed elements as the build catalogues them, each load counted and left pending.
vi.mock('virtual:tessera/element-catalogue', async (importOriginal) => {
  const { lazyElements } = await importOriginal<{ lazyElements: readonly LazyElement[] }>();
  return { lazyElements: lazyElements.map((entry) => ({ ...entry, load: () => (loaded.push(entry.id), new Promise(() => {})) })) };
});

/** The first installed element type: the design the page is answered with holds one of it. */
const onPage = lazyElements[0]!.id;

/** The requests the page sent, in order, answering the design with a page of one element. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(`${url}${loaded.length ? ` (after ${loaded.join(', ')})` : ''}`);
      const body = url.includes('/pages/7') ? { data: { design: { sections: [{ rows: [{ columns: [{ elements: [{ key: onPage }] }] }] }] } } } : { data: {} };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

/** Runs the early script afresh, as a page load does. */
async function loadEarlyScript() {
  vi.resetModules();
  await import('./early-requests.ts');
  await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(() => {
  loaded.length = 0;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  history.replaceState(null, '', '/agency/websites/3/pages/7/design');
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the early script', () => {
  it('asks for the designer’s page, then the plugins of its elements, then the website’s own reads', async () => {
    const asked = serve();
    await loadEarlyScript();
    expect(asked).toEqual([
      '/api/v1/config',
      '/api/v1/profile',
      '/api/v1/landings/3/pages/7',
      `/api/v1/landings/3 (after ${onPage})`,
      `/api/v1/editor-data?landing_id=3 (after ${onPage})`,
      `/api/v1/landings/3/brand-kit (after ${onPage})`,
      `/api/v1/landings/3/pages (after ${onPage})`,
    ]);
  });

  it('asks for nothing once the app has sent requests of its own', async () => {
    const asked = serve();
    vi.resetModules();
    // The app's script ran first and read the config itself.
    (await import('./api/head-start.ts')).takeStartedGet('/api/v1/config', 'tok');
    await import('./early-requests.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });
});
