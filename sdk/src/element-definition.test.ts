import { PluginDefinitionError } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineElement } from './element-definition.ts';

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
