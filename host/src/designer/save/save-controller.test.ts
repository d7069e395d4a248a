// @vitest-environment jsdom
import { createElementNode, type PageDocument, type PageWithDesign } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { NetworkError } from '../../api/designer-save-api.ts';
import { createDesignerStore } from '../designer-store.ts';
import { readDraft } from './local-drafts.ts';
import { createSaveController, type SaveBackend } from './save-controller.ts';

const PAGE = { landingId: 12, pageId: 5 };

function page(version: number, design: PageDocument): PageWithDesign {
  return {
    id: 5,
    landing_id: 12,
    name: 'Home',
    unique_name: 'home',
    title: 'Home',
    description: '',
    is_home: true,
    version,
    published_version: null,
    published_at: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    design,
    updated_by_name: null,
  };
}

function setup(overrides: Partial<SaveBackend> = {}) {
  let n = 0;
  const store = createDesignerStore({ version: 3, newId: (kind) => `${kind}-${++n}` });
  const saves: { design: PageDocument; version: number }[] = [];
  let serverVersion = 3;
  const backend: SaveBackend = {
    save: vi.fn(async (design: PageDocument, version: number) => {
      saves.push({ design, version });
      return { version: ++serverVersion, shouldReload: false };
    }),
    latest: vi.fn(async () => ({ page: page(serverVersion, { schemaVersion: 1, sections: [] }), savedBy: null })),
    publish: vi.fn(async () => ({ left_out: [] })),
    saveOnUnload: vi.fn(() => true),
    ...overrides,
  };
  const controller = createSaveController({ store, backend, page: PAGE, retryMs: [1000, 2000, 4000] });
  const edit = (text = 'Hi') => store.getState().addElementInNewSection(createElementNode('note', { text }, (kind) => `${kind}-e${++n}`));
  return { store, controller, backend, saves, edit, setServerVersion: (v: number) => (serverVersion = v) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('saving without losing work', () => {
  it('saves by itself two seconds after the last edit, once for a burst of edits', async () => {
    const { controller, saves, edit } = setup();
    edit('a');
    await vi.advanceTimersByTimeAsync(1500);
    edit('b');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.design.sections).toHaveLength(2);
    expect(controller.getStatus()).toEqual({ kind: 'saved' });
    controller.dispose();
  });

  it('keeps every unsaved document as a local draft under the page and version, and drops it once saved', async () => {
    const { controller, edit } = setup();
    edit();
    await vi.advanceTimersByTimeAsync(400);
    const draft = readDraft(PAGE.landingId, PAGE.pageId);
    expect(draft?.version).toBe(3);
    expect(draft?.document.sections).toHaveLength(1);
    expect(localStorage.getItem('tessera:designer-draft:12:5:v3')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(readDraft(PAGE.landingId, PAGE.pageId)).toBeNull();
    controller.dispose();
  });

  it('retries a save that got no answer with growing waits, says it is offline, and saves when back', async () => {
    let online = false;
    const { controller, saves, edit } = setup({
      save: vi.fn(async (design: PageDocument, version: number) => {
        if (!online) throw new NetworkError('down');
        saves.push({ design, version });
        return { version: version + 1, shouldReload: false };
      }),
    });
    edit();
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getStatus()).toMatchObject({ kind: 'offline', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getStatus()).toMatchObject({ kind: 'offline', attempt: 2 });
    edit('more while offline');
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getStatus()).toMatchObject({ kind: 'offline', attempt: 3 });
    expect(readDraft(PAGE.landingId, PAGE.pageId)?.document.sections).toHaveLength(2);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getStatus()).toEqual({ kind: 'saved' });
    expect(saves.at(-1)!.design.sections).toHaveLength(2);
    expect(readDraft(PAGE.landingId, PAGE.pageId)).toBeNull();
    controller.dispose();
  });

  it('publishes and keeps what the server left out of the page for the banner', async () => {
    const leftOut = [{ element_id: 'element-q', plugin_id: 'quote', message: 'No quote' }];
    const { controller } = setup({ publish: vi.fn(async () => ({ left_out: leftOut })) });
    await controller.publish();
    expect(controller.getStatus()).toEqual({ kind: 'published', leftOut });
    controller.dispose();
  });

  it('stops at a conflict, says what changed, and keeps mine on the newer version', async () => {
    const { controller, store, edit, saves, setServerVersion } = setup();
    let conflict = true;
    const backend = {
      save: vi.fn(async (design: PageDocument, version: number) => {
        if (conflict) throw new ApiError(409, 'Saved elsewhere: you edited version 3, it is now at version 5.');
        saves.push({ design, version });
        return { version: 6, shouldReload: false };
      }),
      latest: vi.fn(async () => ({
        page: page(5, { schemaVersion: 1, sections: [{ id: 'section-x', key: 'header', options: {}, rows: [] }] }),
        savedBy: 'Ann',
      })),
      publish: vi.fn(),
      saveOnUnload: vi.fn(() => true),
    };
    controller.dispose();
    setServerVersion(5);
    const second = createSaveController({ store, backend, page: PAGE });
    edit();
    await second.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getStatus()).toEqual({
      kind: 'conflict',
      message: 'Saved elsewhere: you edited version 3, it is now at version 5.',
      changes: '1 section added.',
      savedBy: 'Ann',
    });
    edit('still mine');
    await vi.advanceTimersByTimeAsync(5000);
    expect(backend.save).toHaveBeenCalledTimes(1);
    conflict = false;
    expect(await second.keepMine()).toBe(true);
    expect(saves.at(-1)).toMatchObject({ version: 5 });
    expect(saves.at(-1)!.design.sections).toHaveLength(2);
    expect(store.getState().version).toBe(6);
    second.dispose();
  });

  it('shows the conflict banner as soon as someone else saves a newer version, and ignores versions it already has', async () => {
    const { controller, backend, setServerVersion } = setup();
    controller.savedElsewhere(3, 'Ann');
    expect(controller.getStatus()).toEqual({ kind: 'idle' });
    setServerVersion(4);
    controller.savedElsewhere(4, 'Ann');
    expect(controller.getStatus()).toMatchObject({ kind: 'conflict', message: 'Ann saved this page just now.', savedBy: 'Ann' });
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.latest).toHaveBeenCalledTimes(1);
    expect(controller.getStatus()).toMatchObject({ kind: 'conflict', changes: expect.any(String) });
    await controller.reload();
    expect(controller.getStatus().kind).not.toBe('conflict');
    controller.dispose();
  });

  it('reloads what the server stored when it says so, unless edits came meanwhile', async () => {
    const stored = { schemaVersion: 1, sections: [{ id: 'section-s', key: 'section', options: {}, rows: [] }] };
    const { controller, store, edit } = setup({
      save: vi.fn(async () => ({ version: 4, shouldReload: true })),
      latest: vi.fn(async () => ({ page: page(4, stored), savedBy: null })),
    });
    edit();
    await controller.save();
    expect(store.getState().document).toEqual(stored);
    expect(store.getState().version).toBe(4);
    controller.dispose();
  });

  it('waits while text is being edited in place, and saves once editing ends', async () => {
    const { controller, store, saves, edit } = setup();
    edit();
    const id = store.getState().selectedId!;
    store.getState().startEditing(id);
    store.getState().attachEditor(id, () => ({ text: 'typed in place' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves).toHaveLength(0);
    expect(store.getState().editingId).toBe(id);
    store.getState().stopEditing();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.design.sections[0]!.rows[0]!.columns[0]!.elements[0]!.props).toEqual({ text: 'typed in place' });
    controller.dispose();
  });

  it('sends a last save and keeps the draft when the tab closes', () => {
    const { controller, backend, edit } = setup();
    edit();
    controller.flushOnUnload();
    expect(backend.saveOnUnload).toHaveBeenCalledTimes(1);
    expect(readDraft(PAGE.landingId, PAGE.pageId)).not.toBeNull();
    controller.dispose();
  });
});
