import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ElementKernel } from './element-kernel.ts';
import { PluginDefinitionError, PluginRegistry } from './plugin-registry.ts';

const headline: ElementKernel = {
  id: 'headline',
  version: '1.0.0',
  label: 'Headline',
  category: 'text',
  premium: false,
  props: z.object({ text: z.string().default('Headline') }),
};

describe('PluginRegistry', () => {
  it('lists and finds registered plugins', () => {
    const registry = new PluginRegistry([headline]);
    expect(registry.get('headline')?.label).toBe('Headline');
    expect(registry.list().map((d) => d.id)).toEqual(['headline']);
    expect(registry.has('paragraph')).toBe(false);
  });

  it('refuses a second plugin with the same id', () => {
    const registry = new PluginRegistry([headline]);
    expect(() => registry.register({ ...headline })).toThrow('Element plugin "headline" is registered twice');
  });

  it.each([
    [{ id: 'Head Line' }, /Element plugin "Head Line": id must be kebab-case/],
    [{ id: '' }, /Element plugin \(without id\): id must be kebab-case/],
    [{ version: '1.0' }, /"headline": version must be semver/],
    [{ category: 'fancy' }, /"headline": category must be one of text, form, order, media, countdown, misc/],
    [{ label: ' ' }, /"headline": label is required/],
    [{ props: z.object({ text: z.string() }) }, /"headline": props defaults do not parse \(text: /],
  ])('refuses a bad definition %o with an error naming the plugin', (override, message) => {
    const registry = new PluginRegistry();
    const bad = { ...headline, ...override } as ElementKernel;
    expect(() => registry.register(bad)).toThrow(PluginDefinitionError);
    expect(() => registry.register(bad)).toThrow(message);
    expect(registry.list()).toEqual([]);
  });
});
