// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { click, settle, type Rendered } from '../../test/render.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { nodeTrail } from '../node-labels.ts';
import { mountDesigner, testRegistry, twoColumnPage } from '../test-kit/designer-fixture.tsx';
import { Breadcrumbs } from '../toolbar/Breadcrumbs.tsx';
import { DeviceToggle } from '../toolbar/DeviceToggle.tsx';
import { LayersPanel } from './LayersPanel.tsx';

let view: Rendered;
let store: DesignerStore;

afterEach(() => view.unmount());

const names = () => [...view.container.querySelectorAll('[data-layer-id]')].map((b) => b.textContent);
const byName = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;

describe('layers panel', () => {
  it('lists sections, rows, columns and elements by ElementTitle or plugin label', async () => {
    ({ view, store } = await mountDesigner(<LayersPanel />));
    expect(names()).toEqual(['SSection 1', 'RRow 1', 'CColumn 1', 'EIntro', 'CColumn 2', 'ENote', 'Emissing']);
  });

  it('selects the node that is clicked and marks it', async () => {
    ({ view, store } = await mountDesigner(<LayersPanel />));
    await click(view.container.querySelector('[data-layer-id="column-2"]'));
    expect(store.getState().selectedId).toBe('column-2');
    expect(view.container.querySelector('[data-layer-id="column-2"]')?.getAttribute('aria-current')).toBe('true');
  });

  it('follows edits and marks nodes hidden everywhere', async () => {
    ({ view, store } = await mountDesigner(<LayersPanel />));
    await settle(() => store.getState().updateNodeStyle('element-b', { ElementTitle: 'Price', Visibility: '' }));
    expect(names()).toContain('EPrice (hidden)');
  });
});

describe('breadcrumbs and device toggle', () => {
  it('show where the selected node sits and select a level above', async () => {
    ({ view, store } = await mountDesigner(<Breadcrumbs />));
    expect(view.container.textContent).toBe('');
    await settle(() => store.getState().select('element-a'));
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Section 1', 'Row 1', 'Column 1', 'Intro']);
    await click(byName('Row 1'));
    expect(store.getState().selectedId).toBe('row-1');
    expect(view.container.querySelector('[aria-current="location"]')?.textContent).toBe('Row 1');
  });

  it('switches the preview device', async () => {
    ({ view, store } = await mountDesigner(<DeviceToggle />));
    expect(byName('Desktop')?.getAttribute('aria-pressed')).toBe('true');
    await click(byName('Mobile'));
    expect(store.getState().device).toBe('mobile');
    expect(byName('Mobile')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('remembers a trail per document', () => {
    const doc = twoColumnPage();
    expect(nodeTrail(doc, 'element-c', testRegistry)).toBe(nodeTrail(doc, 'element-c', testRegistry));
    expect(nodeTrail(doc, 'element-c', testRegistry).map((s) => s.kind)).toEqual(['section', 'row', 'column', 'element']);
    expect(nodeTrail(doc, 'element-zz', testRegistry)).toEqual([]);
  });
});
