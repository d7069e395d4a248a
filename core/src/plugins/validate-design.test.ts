import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PageDocument } from '../document/page-document.ts';
import type { ElementKernel } from './element-kernel.ts';
import { PluginRegistry } from './plugin-registry.ts';
import { ALL_PREMIUM, NO_PREMIUM } from './premium-grants.ts';
import { validateDesign } from './validate-design.ts';

const headline: ElementKernel = {
  id: 'headline',
  version: '2.0.0',
  label: 'Headline',
  category: 'text',
  premium: false,
  props: z.object({ text: z.string().default('Headline'), tag: z.enum(['h1', 'h2', 'h3']).default('h1') }),
  // 1.x stored the text under "title".
  migrate: (props) => {
    const { title, ...rest } = props;
    return { ...rest, text: title };
  },
};
const countdown: ElementKernel = {
  id: 'countdown',
  version: '1.0.0',
  label: 'Countdown',
  category: 'countdown',
  premium: true,
  props: z.object({ deadline: z.string().default('2030-01-01T00:00:00Z') }),
};
const embed: ElementKernel<{ html: string; scripts: string }> = {
  id: 'embed',
  version: '1.0.0',
  label: 'Embed',
  category: 'misc',
  premium: false,
  props: z.object({ html: z.string().default(''), scripts: z.string().default('') }),
  planFeatures: (props) => (props.scripts ? ['html-scripts'] : []),
};
const registry = new PluginRegistry([headline, countdown, embed as unknown as ElementKernel]);

function docWith(...elements: { id: string; key: string; props: Record<string, unknown>; version?: string }[]): PageDocument {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-a',
        key: 'section',
        options: {},
        rows: [{ id: 'row-a', key: 'row', options: {}, columns: [{ id: 'column-a', key: 'column', options: { width: 100 }, elements }] }],
      },
    ],
  };
}

describe('validateDesign', () => {
  it('fills defaults and stamps the plugin version on each element', () => {
    const result = validateDesign(docWith({ id: 'element-1', key: 'headline', props: {} }), { registry, grants: NO_PREMIUM });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.document.sections[0]!.rows[0]!.columns[0]!.elements[0]).toEqual({
      id: 'element-1',
      key: 'headline',
      version: '2.0.0',
      props: { text: 'Headline', tag: 'h1' },
    });
  });

  it('names the element id and the field path of bad props', () => {
    const result = validateDesign(docWith({ id: 'element-1', key: 'headline', props: { tag: 'h7' } }), {
      registry,
      grants: NO_PREMIUM,
      fieldPrefix: 'design',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const key = 'design.sections.0.rows.0.columns.0.elements.0.props.tag';
    expect(Object.keys(result.errors)).toEqual([key]);
    expect(result.errors[key]![0]).toMatch(/^Element element-1 \(headline\): /);
  });

  it('refuses a new element of an unknown type', () => {
    const result = validateDesign(docWith({ id: 'element-1', key: 'no-such', props: {} }), { registry, grants: NO_PREMIUM });
    expect(result).toEqual({
      ok: false,
      errors: { 'sections.0.rows.0.columns.0.elements.0.key': ['Element element-1: unknown element type "no-such"'] },
    });
  });

  it('keeps an element of an uninstalled plugin verbatim when it was already stored', () => {
    const stored = docWith({ id: 'element-9', key: 'retired-widget', props: { a: 1, nested: { b: [1, 2] } } });
    const result = validateDesign(structuredClone(stored), { registry, grants: NO_PREMIUM, previous: stored });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.document).toEqual(stored);
  });

  it('keeps a stored element as it is when the stored design comes back from jsonb with its keys reordered, and reads a malformed stored design as holding none', () => {
    const stored = docWith({ id: 'element-9', key: 'retired-widget', version: '1.0.0', props: { a: 1, nested: { b: [1, 2] } } });
    const reordered = JSON.parse(JSON.stringify(stored, (_key, value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value)));
    expect(validateDesign(structuredClone(stored), { registry, grants: NO_PREMIUM, previous: reordered }).ok).toBe(true);
    expect(validateDesign(structuredClone(stored), { registry, grants: NO_PREMIUM, previous: { sections: 'broken' } }).ok).toBe(false);
  });

  it('says whether checking changed what was sent, so the designer knows to reload', () => {
    const sent = docWith({ id: 'element-1', key: 'headline', props: { text: 'Hi' } });
    const first = validateDesign(sent, { registry, grants: NO_PREMIUM });
    expect(first).toMatchObject({ ok: true, changed: true });
    if (!first.ok) return;
    expect(sent.sections[0]!.rows[0]!.columns[0]!.elements[0]!.props, 'what was sent is left as it was').toEqual({ text: 'Hi' });
    expect(validateDesign(JSON.parse(JSON.stringify(first.document)), { registry, grants: NO_PREMIUM })).toMatchObject({ ok: true, changed: false });
  });

  it('refuses a premium element the plan does not grant, and accepts it with the grant', () => {
    const doc = docWith({ id: 'element-1', key: 'countdown', props: {} });
    const refused = validateDesign(doc, { registry, grants: NO_PREMIUM });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.values(refused.errors)[0]![0]).toContain('premium element your plan does not include');
    expect(validateDesign(doc, { registry, grants: ALL_PREMIUM }).ok).toBe(true);
    expect(validateDesign(doc, { registry, grants: { ...NO_PREMIUM, elements: new Set(['countdown']) } }).ok).toBe(true);
  });

  it('refuses props using a plan feature the agency lacks, names the element, and keeps such an element already stored', () => {
    const withScripts = docWith({ id: 'element-1', key: 'embed', props: { scripts: '<script>track()</script>' } });
    const refused = validateDesign(withScripts, { registry, grants: NO_PREMIUM, fieldPrefix: 'design' });
    expect(refused).toEqual({
      ok: false,
      errors: { 'design.sections.0.rows.0.columns.0.elements.0.props': ['Element element-1: Scripts in the HTML Editor is not part of your plan'] },
    });
    expect(validateDesign(docWith({ id: 'element-1', key: 'embed', props: { html: '<p>x</p>' } }), { registry, grants: NO_PREMIUM }).ok).toBe(true);
    expect(validateDesign(withScripts, { registry, grants: { ...NO_PREMIUM, features: new Set(['html-scripts']) } }).ok).toBe(true);
    expect(validateDesign(withScripts, { registry, grants: NO_PREMIUM, previous: withScripts }).ok).toBe(true);
  });

  it('migrates props written by an older plugin version', () => {
    const result = validateDesign(docWith({ id: 'element-1', key: 'headline', version: '1.0.0', props: { title: 'Old' } }), {
      registry,
      grants: NO_PREMIUM,
    });
    expect(result.ok && result.document.sections[0]!.rows[0]!.columns[0]!.elements[0]!.props).toEqual({ text: 'Old', tag: 'h1' });
  });

  it('refuses duplicate ids and a malformed tree', () => {
    const dup = validateDesign(
      docWith({ id: 'element-1', key: 'headline', props: {} }, { id: 'element-1', key: 'headline', props: {} }),
      { registry, grants: NO_PREMIUM },
    );
    expect(dup.ok).toBe(false);
    const bad = validateDesign({ sections: [{ id: 'nope', rows: 'x' }] }, { registry, grants: NO_PREMIUM });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors)).toContain('sections.0.id');
  });

  it('refuses a design nested 2,000 deep with a message on the field instead of overflowing the stack', () => {
    let options: Record<string, unknown> = {};
    for (let level = 0; level < 2000; level++) options = { inner: options };
    const doc = docWith({ id: 'element-1', key: 'headline', props: {} });
    doc.sections[0]!.options = options;
    const result = validateDesign(doc, { registry, grants: NO_PREMIUM, fieldPrefix: 'design' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [field, messages] = Object.entries(result.errors)[0]!;
    expect(field).toMatch(/^design\.sections\.0\.options(\.inner)+$/);
    expect(messages).toEqual([expect.stringMatching(/nested too deeply/)]);
  });
});
