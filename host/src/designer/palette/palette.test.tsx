// @vitest-environment jsdom
import { defineElement, z } from '@tessera/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { render, waitFor, type Rendered } from '../../test/render.tsx';
import { note } from '../test-kit/designer-fixture.tsx';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { Palette } from './Palette.tsx';
import { ElementCatalogue } from '../element-catalogue.ts';

const ticker = defineElement({
  id: 'ticker',
  version: '1.0.0',
  label: 'Ticker',
  category: 'misc',
  premium: true,
  icon: 'tv',
  props: z.object({}),
  Render: () => <p>Ticker</p>,
  Panel: () => Promise.resolve({ default: () => null }),
});
const misnamed = defineElement({ ...note, id: 'misnamed', label: 'quiz', icon: 'no-such-icon' });
const registry = new ElementCatalogue([note, ticker, misnamed]);

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const editorData = (premium: string[], all = false) => () => ({
  body: { data: { all_premium_elements: all, premium_elements: premium, plan_features: [], has_ai_key: false, pages: [], permissions: [] } },
});

async function openPalette() {
  view = await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ElementRegistryProvider registry={registry}>
        <Palette landingId={12} />
      </ElementRegistryProvider>
    </QueryClientProvider>,
  );
  return (id: string) => view!.container.querySelector<HTMLButtonElement>(`[data-testid="palette-item-${id}"]`)!;
}

describe('premium elements in the palette', () => {
  it('locks a premium element the agency does not hold, with the upgrade hint, and not the others', async () => {
    mockApi({ 'GET /api/v1/editor-data': editorData([]) });
    const item = await openPalette();
    await waitFor(() => expect(item('ticker').getAttribute('aria-disabled')).toBe('true'));
    expect(item('ticker').textContent).toContain('Premium · upgrade to use');
    expect(item('note').getAttribute('aria-disabled')).toBeNull();
  });

  it('unlocks it once the agency holds it', async () => {
    mockApi({ 'GET /api/v1/editor-data': editorData(['ticker']) });
    const item = await openPalette();
    await waitFor(() => expect(item('ticker').getAttribute('aria-disabled')).toBeNull());
    expect(item('ticker').textContent).toContain('Premium');
    expect(item('ticker').textContent).not.toContain('upgrade');
  });
});

describe('icons in the palette', () => {
  it('draws the Lucide icon an element names, and the first letter of its label when it names none the SDK knows', async () => {
    mockApi({ 'GET /api/v1/editor-data': editorData([]) });
    const item = await openPalette();
    const icon = item('ticker').querySelector('.palette-item__icon svg');
    expect(icon?.getAttribute('data-icon')).toBe('tv');
    expect(icon?.querySelectorAll('path, rect, circle, line, polyline').length).toBeGreaterThan(0);
    expect(item('ticker').querySelector('.palette-item__icon')!.textContent).toBe('');
    expect(item('note').querySelector('.palette-item__icon')!.textContent).toBe('N');
    expect(item('misnamed').querySelector('.palette-item__icon')!.textContent).toBe('Q');
    expect(item('misnamed').querySelector('.palette-item__icon svg')).toBeNull();
  });
});
