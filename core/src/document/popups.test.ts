import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PluginRegistry } from '../plugins/plugin-registry.ts';
import type { ElementKernel } from '../plugins/element-kernel.ts';
import { validateDesign } from '../plugins/validate-design.ts';
import { NO_PREMIUM } from '../plugins/premium-grants.ts';
import { pageStyleCss } from '../style/page-css.ts';
import { popupsCss } from '../style/popup-css.ts';
import { createElementNode, createPopupNode, createRowNode, createSectionNode } from './node-factories.ts';
import type { IdFactory } from './node-ids.ts';
import { pageDocumentSchema, type PageDocument } from './page-document.ts';
import {
  cloneWithNewIds,
  DocumentOperationError,
  duplicateNode,
  findLocation,
  findNode,
  insertNode,
  moveNode,
  parentIdOf,
  removeNode,
  updateNodeOptions,
  walkElements,
  walkNodes,
} from './tree-operations.ts';

function counterIds(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-${++n}`;
}

/** A page with one section (one element) and one popup (one element). */
function pageWithPopup(): PageDocument {
  const id = counterIds();
  const section = createSectionNode('section', [createRowNode([100], id)], id);
  section.rows[0]!.columns[0]!.elements.push(createElementNode('headline', { text: 'page' }, id));
  const popup = createPopupNode([createRowNode([100], id)], id);
  popup.rows[0]!.columns[0]!.elements.push(createElementNode('headline', { text: 'popup' }, id));
  return { schemaVersion: 1, sections: [section], popups: [popup] };
}

describe('popups in the page document', () => {
  it('finds every node of the page and of its popups by id, at any depth, and nothing for an id it does not hold', () => {
    const doc = pageWithPopup();
    let n = 0;
    const id: IdFactory = (kind) => `${kind}-more${++n}`;
    // A second section of two rows, so the nodes looked for are not the first of their lists.
    const rows = [createRowNode([50, 50], id), createRowNode([30, 30, 40], id)];
    rows[1]!.columns[2]!.elements.push(createElementNode('headline', {}, id), createElementNode('headline', {}, id));
    const page = { ...doc, sections: [...doc.sections, createSectionNode('section', rows, id)] };
    const second = page.sections[1]!;
    const expected: [string, ReturnType<typeof findLocation>][] = [
      [second.id, { root: 'sections', path: [1] }],
      [rows[1]!.id, { root: 'sections', path: [1, 1] }],
      [rows[1]!.columns[2]!.id, { root: 'sections', path: [1, 1, 2] }],
      [rows[1]!.columns[2]!.elements[1]!.id, { root: 'sections', path: [1, 1, 2, 1] }],
      [doc.popups![0]!.id, { root: 'popups', path: [0] }],
      [doc.popups![0]!.rows[0]!.columns[0]!.id, { root: 'popups', path: [0, 0, 0] }],
    ];
    for (const [nodeId, location] of expected) expect(findLocation(page, nodeId), nodeId).toEqual(location);
    for (const unknown of ['element-missing', 'row-missing', 'popup-missing', 'no-prefix']) expect(findLocation(page, unknown), unknown).toBeUndefined();
  });

  it('reads a stored document without popups or settings exactly as it was', () => {
    const stored = { schemaVersion: 1, sections: [] };
    expect(pageDocumentSchema.parse(stored)).toEqual(stored);
  });

  it('gives a new popup the default options and spec §9 margin 100 and padding 20', () => {
    const popup = createPopupNode(undefined, counterIds());
    expect(popup.id).toMatch(/^popup-/);
    expect(popup.options).toEqual({ CanvasPosition: 'top', EnableBackDrop: true, Animation: 'fade', AutomaticTrigger: false, TriggerDelay: 5, MaxWidth: 600 });
    expect(popup.style).toMatchObject({ MarginTop: 100, PaddingTop: 20, PaddingLeft: 20 });
    expect(pageDocumentSchema.parse({ sections: [], popups: [{ ...popup, options: {} }] }).popups![0]!.options.CanvasPosition).toBe('top');
  });

  it('refuses popup options out of their vocabulary', () => {
    const popup = { ...createPopupNode(undefined, counterIds()), options: { CanvasPosition: 'sideways', TriggerDelay: -1 } };
    const parsed = pageDocumentSchema.safeParse({ sections: [], popups: [popup] });
    expect(parsed.success).toBe(false);
  });

  it('finds, walks and updates nodes inside popups', () => {
    const doc = pageWithPopup();
    expect(findLocation(doc, 'element-8')).toEqual({ root: 'popups', path: [0, 0, 0, 0] });
    expect(findNode(doc, 'popup-7')).toMatchObject({ kind: 'popup', root: 'popups', path: [0] });
    expect(parentIdOf(doc, 'row-5')).toBe('popup-7');
    expect([...walkElements(doc)].map(({ element, root }) => [element.props.text, root])).toEqual([
      ['page', 'sections'],
      ['popup', 'popups'],
    ]);
    expect([...walkNodes(doc)].map(({ kind }) => kind)).toEqual(['section', 'row', 'column', 'element', 'popup', 'row', 'column', 'element']);
    const next = updateNodeOptions(doc, 'popup-7', { AutomaticTrigger: true, TriggerDelay: 3 });
    expect(next.popups![0]!.options).toMatchObject({ AutomaticTrigger: true, TriggerDelay: 3 });
    expect(next.sections[0]).toBe(doc.sections[0]);
  });

  it('adds popups to the popup list and moves rows and elements between a popup and the page', () => {
    const id = counterIds();
    let doc: PageDocument = { schemaVersion: 1, sections: [createSectionNode('section', [createRowNode([100], id)], id)] };
    const popup = createPopupNode([], id);
    doc = insertNode(doc, null, 0, popup);
    expect(doc.popups!.map((p) => p.id)).toEqual([popup.id]);
    expect(doc.sections).toHaveLength(1);
    doc = moveNode(doc, 'row-1', popup.id, 0);
    expect(doc.sections[0]!.rows).toEqual([]);
    expect(doc.popups![0]!.rows.map((r) => r.id)).toEqual(['row-1']);
    expect(() => insertNode(doc, popup.id, 0, createElementNode('headline', {}, id))).toThrow(DocumentOperationError);
    expect(() => moveNode(doc, popup.id, 'section-3', 0)).toThrow(/popup cannot be placed inside a section/);
  });

  it('duplicates, clones and removes a popup with fresh ids throughout', () => {
    const doc = pageWithPopup();
    const { document, id } = duplicateNode(doc, 'popup-7', (kind) => `${kind}-copy${Math.random().toString(36).slice(2, 8)}`);
    expect(document.popups!.map((p) => p.id)).toEqual(['popup-7', id]);
    const copy = document.popups![1]!;
    expect(copy.rows[0]!.columns[0]!.elements[0]!.props.text).toBe('popup');
    expect(cloneWithNewIds(copy).rows[0]!.id).not.toBe(copy.rows[0]!.id);
    expect(removeNode(document, 'popup-7').popups!.map((p) => p.id)).toEqual([id]);
  });

  it('validates elements inside popups and names them by their place in the popups list', () => {
    const headline: ElementKernel = {
      id: 'headline',
      version: '1.0.0',
      label: 'Headline',
      category: 'text',
      premium: false,
      props: z.object({ text: z.string().max(10).default('') }),
    };
    const registry = new PluginRegistry([headline]);
    const doc = pageWithPopup();
    (doc.popups![0]!.rows[0]!.columns[0]!.elements[0]!.props as { text: string }).text = 'much too long for it';
    const result = validateDesign(doc, { registry, grants: NO_PREMIUM, fieldPrefix: 'design' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['design.popups.0.rows.0.columns.0.elements.0.props.text']);

    const twice = pageWithPopup();
    twice.popups![0]!.rows[0]!.columns[0]!.elements[0]!.id = 'element-4';
    const duplicate = validateDesign(twice, { registry, grants: NO_PREMIUM });
    expect(duplicate.ok).toBe(false);
    if (!duplicate.ok) expect(Object.values(duplicate.errors).flat()[0]).toMatch(/"element-4" is used more than once/);
  });

  it('writes popup styles and the popup CSS only for a page that has popups', () => {
    const doc = pageWithPopup();
    expect(pageStyleCss(doc)).toContain('#popup-7{padding-top:20px;padding-bottom:20px;padding-left:20px;padding-right:20px;margin-top:100px;margin-bottom:100px}');
    const css = popupsCss(doc);
    expect(css).toContain('.ts-popup::backdrop');
    expect(css).toContain('#popup-7.ts-popup{max-width:600px;max-height:calc(100% - 116px);margin-bottom:auto}');
    const centred = updateNodeOptions(doc, 'popup-7', { CanvasPosition: 'center', MaxWidth: 420 });
    expect(popupsCss(centred)).toContain('#popup-7.ts-popup{max-width:420px;max-height:calc(100% - 16px);margin-top:auto;margin-bottom:auto}');
    expect(popupsCss({ popups: [] })).toBe('');
    expect(popupsCss({})).toBe('');
  });
});
