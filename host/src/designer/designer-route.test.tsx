// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { DEFAULT_BRAND_KIT } from '@tessera/core';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { LANDINGS, mockApi, pageBody, type ApiRoute } from '../test/mock-api.ts';
import { click, render, waitFor, type Rendered } from '../test/render.tsx';
import { DesignerRoute } from './DesignerRoute.tsx';

const PAGE_URL = '/api/v1/landings/12/pages/5';

const headline = { id: 'element-1', key: 'headline', props: { text: 'Hello' } };

let view: Rendered;

async function openDesigner(routes: Record<string, ApiRoute>) {
  const api = mockApi({ 'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }), ...routes });
  const router = createMemoryRouter([{ path: '/agency/websites/:id/pages/:pageId/design', Component: DesignerRoute }], {
    initialEntries: ['/agency/websites/12/pages/5/design'],
  });
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(view.container.querySelector('[data-testid="canvas"]')).not.toBeNull());
  return api;
}

const $ = (selector: string) => view.container.querySelector<HTMLElement>(selector);
/** A button by its accessible name: its aria-label (an icon button) or its text. */
const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name) ?? null;
const status = () => $('[data-testid="save-status"]')?.textContent ?? '';
const putBodies = (api: Awaited<ReturnType<typeof openDesigner>>) =>
  api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

function typeInto(field: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

describe('designer route', () => {
  it('shows the palette of installed elements and the view-site link', async () => {
    await openDesigner({ [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3) }) });
    expect($('[data-testid="palette-item-headline"]')?.textContent).toContain('Headline');
    await waitFor(() => expect($('a[target="_blank"]')?.getAttribute('href')).toBe('http://bakery.localhost:3000/'));
    expect(view.container.textContent).toContain('Welcome');
  });

  it('edits an element through its lazily loaded panel, then undoes and redoes', async () => {
    await openDesigner({ [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3, [headline]) }) });
    await click($('[data-element-id="element-1"] h1'));
    await waitFor(() => expect($('.designer-inspector textarea')).not.toBeNull());
    typeInto($('.designer-inspector textarea') as HTMLTextAreaElement, 'Hello world');
    expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Hello world');
    expect(status()).toBe('Unsaved changes');

    await click(button('Undo'));
    expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Hello');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, shiftKey: true }));
    });
    expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Hello world');
  });

  it('duplicates and deletes the selected element', async () => {
    await openDesigner({ [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3, [headline]) }) });
    await click($('[data-element-id="element-1"] h1'));
    await click(button('Duplicate'));
    expect(view.container.querySelectorAll('[data-testid="canvas-element"]')).toHaveLength(2);
    await click(button('Delete'));
    expect(view.container.querySelectorAll('[data-testid="canvas-element"]')).toHaveLength(1);
  });

  it('saves with the version it was based on, then sends the new one', async () => {
    let version = 3;
    const api = await openDesigner({
      [`GET ${PAGE_URL}`]: () => ({ body: pageBody(version, [headline]) }),
      [`PUT ${PAGE_URL}/design`]: () => ({ body: { data: { version: ++version }, shouldReload: false } }),
    });
    await click(button('Save'));
    await waitFor(() => expect(status()).toBe('Saved'));
    await click(button('Save'));
    await waitFor(() => expect(putBodies(api)).toHaveLength(2));
    expect(putBodies(api).map((body) => body.version)).toEqual([3, 4]);
    expect(putBodies(api)[0].design.sections[0].rows[0].columns[0].elements[0]).toMatchObject(headline);
  });

  it('explains a conflict and reloads the page on request', async () => {
    let serverVersion = 3;
    await openDesigner({
      [`GET ${PAGE_URL}`]: () => ({ body: pageBody(serverVersion, serverVersion > 3 ? [headline] : []) }),
      [`PUT ${PAGE_URL}/design`]: () => ({ status: 409, body: { message: 'Stale version' } }),
    });
    serverVersion = 4;
    await click(button('Save'));
    await waitFor(() => expect($('[data-testid="designer-banner"]')?.textContent).toContain('Stale version'));
    await waitFor(() => expect($('[data-testid="conflict-changes"]')?.textContent).toContain('1 element added'));
    expect(status()).toBe('Not saved');
    await click(button('Reload'));
    await waitFor(() => expect($('[data-element-id="element-1"]')).not.toBeNull());
    expect($('[data-testid="designer-banner"]')).toBeNull();
  });

  it('keeps mine after a conflict: saves the edits here over the newer version', async () => {
    let serverVersion = 3;
    const api = await openDesigner({
      [`GET ${PAGE_URL}`]: () => ({ body: pageBody(serverVersion, []) }),
      [`PUT ${PAGE_URL}/design`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { version: number };
        return body.version === serverVersion ? { body: { data: { version: ++serverVersion }, shouldReload: false } } : { status: 409, body: { message: 'Saved elsewhere' } };
      },
    });
    serverVersion = 7;
    await click(button('Save'));
    await waitFor(() => expect(button('Keep mine')).not.toBeNull());
    await click(button('Keep mine'));
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(putBodies(api).map((body) => body.version)).toEqual([3, 7]);
  });

  it('offers unsaved changes kept in this browser when the page opens again', async () => {
    const draft = { ...pageBody(3, [headline]).data.design };
    localStorage.setItem('tessera:designer-draft:12:5:v3', JSON.stringify({ version: 3, document: draft, savedAt: Date.now() }));
    await openDesigner({ [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3, []) }) });
    expect($('[data-testid="draft-offer"]')?.textContent).toContain('Restore unsaved changes?');
    expect($('[data-element-id="element-1"]')).toBeNull();
    await click(button('Restore'));
    expect($('[data-element-id="element-1"]')).not.toBeNull();
    expect(status()).toBe('Unsaved changes');
    await click(button('Undo'));
    expect($('[data-element-id="element-1"]')).toBeNull();
  });

  it('shows the first message of a 422 and selects the element it names', async () => {
    await openDesigner({
      [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3, [headline]) }),
      [`PUT ${PAGE_URL}/design`]: () => ({
        status: 422,
        body: { message: 'The design is invalid.', errors: { 'design.sections.0.rows.0.columns.0.elements.0.props.color': ['Colour must be a hex colour'] } },
      }),
    });
    await click(button('Save'));
    await waitFor(() => expect($('[data-testid="designer-banner"]')?.textContent).toContain('Colour must be a hex colour'));
    expect($('[data-element-id="element-1"]')?.classList.contains('is-selected')).toBe(true);
  });

  it('saves a dirty page before publishing it', async () => {
    const api = await openDesigner({
      [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3, [headline]) }),
      [`PUT ${PAGE_URL}/design`]: () => ({ body: { data: { version: 4 }, shouldReload: false } }),
      [`POST ${PAGE_URL}/publish`]: () => ({
        body: { data: { published_version: 4, published_at: '2026-01-02T00:00:00.000Z' }, left_out: [], message: 'Page published.', success: true },
      }),
    });
    await click(button('Publish'));
    await waitFor(() => expect(status()).toBe('Published'));
    expect(api.calls.filter((c) => c.startsWith('POST') || c.startsWith('PUT'))).toEqual([`POST ${PAGE_URL}/publish`]);

    await click($('[data-element-id="element-1"] h1'));
    await click(button('Duplicate'));
    await click(button('Publish'));
    await waitFor(() => expect(status()).toBe('Published'));
    expect(api.calls.filter((c) => c.startsWith('POST') || c.startsWith('PUT'))).toEqual([
      `POST ${PAGE_URL}/publish`,
      `PUT ${PAGE_URL}/design`,
      `POST ${PAGE_URL}/publish`,
    ]);
  });

  it('edits the website’s brand kit in the Brand tab, the canvas showing it as it changes, and saves it', async () => {
    const api = await openDesigner({
      [`GET ${PAGE_URL}`]: () => ({ body: pageBody(3, [headline]) }),
      'GET /api/v1/landings/12/brand-kit': () => ({ body: { data: DEFAULT_BRAND_KIT } }),
      'PUT /api/v1/landings/12/brand-kit': (init) => ({ body: { data: JSON.parse(String(init?.body)), message: 'Brand kit saved.', success: true } }),
    });
    await waitFor(() => expect($('[data-testid="canvas-brand-kit"]')?.textContent).toContain('--brand-primary:#2563eb'));
    await click([...view.container.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Brand')!);
    await waitFor(() => expect($('form[aria-label="Brand kit"]')).not.toBeNull());
    changeValue(fieldByLabel(view.container, 'Primary'), '#0f766e');
    await click($('input[name="brand-heading-font"][value="lora"]'));
    await waitFor(() => expect($('[data-testid="canvas-brand-kit"]')?.textContent).toContain('--brand-primary:#0f766e'));
    expect($('[data-testid="canvas-brand-kit"]')?.textContent).toContain('@font-face{font-family:"Lora"');
    expect(api.calls).not.toContain('PUT /api/v1/landings/12/brand-kit');
    await click(button('Save brand kit'));
    await waitFor(() => expect(api.calls).toContain('PUT /api/v1/landings/12/brand-kit'));
    expect(putBodies(api).at(-1)).toMatchObject({ colors: { primary: '#0f766e' }, headingFont: 'lora' });
  });
});
