// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { mockApi, type ApiRoute } from '../../test/mock-api.ts';
import { click, settle, waitFor, type Rendered } from '../../test/render.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { mountDesigner } from '../test-kit/designer-fixture.tsx';
import { BlocksPanel } from './BlocksPanel.tsx';

let view: Rendered;
let store: DesignerStore;
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

const $ = <T extends Element = HTMLElement>(selector: string) => view.container.querySelector<T>(selector);
const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const byLabel = (label: string) => view.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

const heroSection = {
  id: 'section-hero',
  key: 'section',
  options: {},
  rows: [{ id: 'row-hero', key: 'row', options: {}, columns: [{ id: 'column-hero', key: 'column', options: { width: 100 }, elements: [{ id: 'element-hero', key: 'note', props: { text: 'Hero' } }] }] }],
};
const block = (id: number, name: string, extra: object = {}) => ({ id, name, category: '', design: { schemaVersion: 1, sections: [heroSection] }, updated_at: '2026-01-01T00:00:00.000Z', ...extra });
const list = (items: object[]) => () => ({ body: { data: items, meta: { total: items.length } } });

async function mount(routes: Record<string, ApiRoute>, landingId: number | null = 12) {
  const api = mockApi({ 'GET /api/v1/agency-blocks': list([]), 'GET /api/v1/admin-blocks': list([]), ...routes });
  ({ view, store } = await mountDesigner(
    <QueryClientProvider client={createQueryClient()}>
      <BlocksPanel landingId={landingId} />
    </QueryClientProvider>,
  ));
  await settle();
  return api;
}

describe('the Blocks tab', () => {
  it('saves the section of the selection as a block of the website’s agency', async () => {
    const sent: unknown[] = [];
    const api = await mount({
      'POST /api/v1/agency-blocks': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { data: block(1, 'Intro', { agency_id: 1 }), message: 'Block saved.', success: true } };
      },
    });
    expect(button('Save section as block')?.disabled).toBe(true);
    await settle(() => store.getState().select('element-b'));
    await click(button('Save section as block'));
    await click(button('Save block'));
    expect(view.container.textContent).toContain('Give the block a name.');
    const input = $<HTMLInputElement>('form input')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Intro');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('Save block'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const section = store.getState().document.sections[0]!;
    expect(sent[0]).toEqual({ name: 'Intro', design: { schemaVersion: 1, sections: [section] } });
    expect(api.calls).toContain('POST /api/v1/agency-blocks?landing_id=12');
    // The list is read again after the save.
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/v1/agency-blocks?landing_id=12')).toHaveLength(2));
  });

  it("draws each block small from its own preview: the agency's blocks and the ready-made ones", async () => {
    const api = await mount({
      'GET /api/v1/agency-blocks': list([block(3, 'Our footer', { agency_id: 1 })]),
      'GET /api/v1/admin-blocks': list([block(7, 'Pricing', { published: true, published_at: null, version: 1 })]),
    });
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="block-item"] .blocks-panel__thumb')).toHaveLength(2));
    await waitFor(() => expect(api.calls).toEqual(expect.arrayContaining(['GET /api/v1/agency-blocks/3/preview-token', 'GET /api/v1/admin-blocks/7/preview-token'])));
    expect(byLabel('Insert Pricing')).not.toBeNull();
  });

  it('inserts a block after the selected section as copies with fresh ids, once per click', async () => {
    await mount({ 'GET /api/v1/admin-blocks': list([block(7, 'Pricing', { published: true, published_at: null, version: 1 })]) });
    await waitFor(() => expect(byLabel('Insert Pricing')).not.toBeNull());
    await settle(() => store.getState().select('section-1'));
    await click(byLabel('Insert Pricing'));
    await click(byLabel('Insert Pricing'));
    const sections = store.getState().document.sections;
    expect(sections).toHaveLength(3);
    expect(sections[0]!.id).toBe('section-1');
    const inserted = sections.slice(1);
    for (const section of inserted) {
      expect(section.id).not.toBe('section-hero');
      expect(section.rows[0]!.columns[0]!.elements[0]).toMatchObject({ key: 'note', props: { text: 'Hero' } });
      expect(section.rows[0]!.columns[0]!.elements[0]!.id).not.toBe('element-hero');
    }
    expect(new Set(inserted.map((section) => section.id)).size).toBe(2);
    store.getState().undo();
    expect(store.getState().document.sections).toHaveLength(2);
  });

  it("deletes one of the agency's blocks after asking, naming the website being designed (whose permissions the server checks)", async () => {
    const deleted: string[] = [];
    await mount({
      'GET /api/v1/agency-blocks': list([block(3, 'Footer', { agency_id: 1 })]),
      'DELETE /api/v1/agency-blocks/3': (_init, url) => {
        deleted.push(url);
        return { body: { message: 'Block deleted.', success: true } };
      },
    });
    await waitFor(() => expect(byLabel('Delete Footer')).not.toBeNull());
    await click(byLabel('Delete Footer'));
    await click([...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Delete') ?? null);
    await waitFor(() => expect(deleted).toEqual(['/api/v1/agency-blocks/3?landing_id=12']));
  });

  it("in an admin's document (no website): lists every admin block and saves the section as a new admin block", async () => {
    const sent: unknown[] = [];
    const draft = block(9, 'Draft hero', { published: false, published_at: null, version: 1 });
    const api = await mount(
      {
        'GET /api/v1/admin-blocks/all': list([draft]),
        'POST /api/v1/admin-blocks': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { data: { ...draft, id: 10, name: 'Intro' }, message: 'Block created.', success: true } };
        },
      },
      null,
    );
    await waitFor(() => expect(byLabel('Insert Draft hero')).not.toBeNull());
    expect(view.container.textContent).not.toContain('My blocks');
    expect(byLabel('Delete Draft hero')).toBeNull();
    expect(api.calls.some((call) => call.includes('agency-blocks') || call === 'GET /api/v1/admin-blocks')).toBe(false);

    await settle(() => store.getState().select('element-a'));
    await click(button('Save section as block'));
    const input = $<HTMLInputElement>('form input')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Intro');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('Save block'));
    await waitFor(() => expect(sent).toEqual([{ name: 'Intro', design: { schemaVersion: 1, sections: [store.getState().document.sections[0]] } }]));
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/v1/admin-blocks/all')).toHaveLength(2));
  });

  it("in an admin's document: saves every section as its own new admin block at once", async () => {
    const sent: { blocks: { name: string; design: { sections: { id: string }[] } }[] }[] = [];
    await mount(
      {
        'GET /api/v1/admin-blocks/all': list([]),
        'POST /api/v1/admin-blocks-2': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { data: [], message: 'Blocks created.', success: true } };
        },
      },
      null,
    );
    const sections = store.getState().document.sections;
    await click(button('Save every section as blocks'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.blocks.map((entry) => entry.design.sections.map((section) => section.id))).toEqual(sections.map((section) => [section.id]));
    expect(sent[0]!.blocks.every((entry) => entry.name.length > 0)).toBe(true);
    await waitFor(() => expect(view.container.textContent).toContain(`Saved ${sections.length === 1 ? '1 block' : `${sections.length} blocks`}.`));
  });

  it('offers saving every section only in an admin’s document', async () => {
    await mount({});
    expect(button('Save every section as blocks')).toBeNull();
  });
});
