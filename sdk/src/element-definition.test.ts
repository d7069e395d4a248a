import { PluginDefinitionError } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineElement, editableText } from './element-definition.ts';

const base = { version: '1.0.0', category: 'text', premium: false, Render: () => null, Panel: () => Promise.resolve({ default: () => null }) } as const;
const labelled = z.object({ button: z.object({ Text: z.string().default('Buy') }).prefault({}), size: z.number().default(16) });

describe('text edited in place', () => {
  it('takes a path to a string prop, inside an option too', () => {
    expect(defineElement({ ...base, id: 'cta', label: 'CTA', props: labelled, inlineText: { path: 'button.Text' } }).inlineText).toEqual({ path: 'button.Text' });
  });

  it('refuses a path that leads to no string, and rich and plain text together, naming the plugin', () => {
    expect(() => defineElement({ ...base, id: 'cta', label: 'CTA', props: labelled, inlineText: { path: 'size' } })).toThrow(
      new PluginDefinitionError('Element plugin "cta": inlineText.path "size" does not lead to a string prop'),
    );
    expect(() => defineElement({ ...base, id: 'cta', label: 'CTA', props: labelled, inlineText: { path: 'button.Missing' } })).toThrow(PluginDefinitionError);
    const both = z.object({ content: z.string().default('<p>Hi</p>'), title: z.string().default('Hi') });
    expect(() => defineElement({ ...base, id: 'lead', label: 'Lead', props: both, richText: { prop: 'content' }, inlineText: { path: 'title' } })).toThrow(
      'Element plugin "lead": richText and inlineText cannot both be set',
    );
  });
});

describe('several texts edited in place', () => {
  const faq = z.object({ items: z.array(z.object({ question: z.string(), answer: z.string(), votes: z.number() })).default(() => [{ question: 'Why?', answer: '<p>So.</p>', votes: 0 }]) });

  it('takes paths through lists to string props', () => {
    const texts = [{ path: 'items.*.question', format: 'plain' }, { path: 'items.*.answer', format: 'rich' }] as const;
    expect(defineElement({ ...base, id: 'qa', label: 'Q&A', props: faq, editableTexts: texts }).editableTexts).toEqual(texts);
  });

  it('refuses a path that leads to no string in the defaults, naming the plugin and the path', () => {
    expect(() => defineElement({ ...base, id: 'qa', label: 'Q&A', props: faq, editableTexts: [{ path: 'items.*.votes', format: 'plain' }] })).toThrow(
      new PluginDefinitionError('Element plugin "qa": editableTexts path "items.*.votes" does not lead to string props in the defaults'),
    );
    expect(() => defineElement({ ...base, id: 'qa', label: 'Q&A', props: faq, editableTexts: [{ path: 'items.*.title', format: 'plain' }] })).toThrow(PluginDefinitionError);
  });

  it('marks the node of a text on the canvas only', () => {
    expect(editableText('canvas', 'items.2.question')).toEqual({ 'data-ts-text': 'items.2.question' });
    expect(editableText('published', 'items.2.question')).toEqual({});
  });
});
