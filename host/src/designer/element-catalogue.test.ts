import { PluginDefinitionError } from '@tessera/core';
import { defineElement, z, type AnyElementDefinition } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { ElementCatalogue, type LazyElement } from './element-catalogue.ts';

const element = (id: string, label = id) =>
  defineElement({ id, version: '1.0.0', label, category: 'text', premium: false, props: z.object({}), Render: () => null, Panel: () => Promise.resolve({ default: () => null }) });

/** A lazily loaded element whose load the test settles. */
function deferred(definition: AnyElementDefinition) {
  const load = vi.fn<() => Promise<AnyElementDefinition>>();
  const settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  load.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        settle.resolve = () => resolve(definition);
        settle.reject = reject;
      }),
  );
  const { id, version, label, category, premium, icon } = definition;
  const entry: LazyElement = { id, version, label, category, premium, icon, load };
  return { entry, load, settle };
}

describe('ElementCatalogue', () => {
  it('knows every installed type at once, and answers a plugin’s code only once it has loaded', async () => {
    const late = deferred(element('late', 'Late one'));
    const catalogue = new ElementCatalogue([element('early')], [late.entry]);
    expect(catalogue.summaries().map(({ id }) => id)).toEqual(['late', 'early']);
    expect(catalogue.summary('late')?.label).toBe('Late one');
    expect(catalogue.get('late')).toBeUndefined();
    expect(catalogue.isPending('late')).toBe(true);
    expect(catalogue.isPending('early')).toBe(false);
    expect(catalogue.isPending('never-installed')).toBe(false);
    expect(catalogue.complete).toBe(false);

    const heard = vi.fn();
    catalogue.subscribe(heard);
    const loading = catalogue.load(['late', 'early', 'never-installed']);
    late.settle.resolve();
    await loading;
    expect(catalogue.get('late')?.label).toBe('Late one');
    expect(catalogue.complete).toBe(true);
    expect(catalogue.version).toBe(1);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('loads a plugin once however often it is asked for', async () => {
    const late = deferred(element('late'));
    const catalogue = new ElementCatalogue([], [late.entry]);
    const both = Promise.all([catalogue.load(['late']), catalogue.load(catalogue.pendingIds())]);
    late.settle.resolve();
    await both;
    await catalogue.load(['late']);
    expect(late.load).toHaveBeenCalledTimes(1);
  });

  it('lets a load that failed be asked for again', async () => {
    const late = deferred(element('late'));
    const catalogue = new ElementCatalogue([], [late.entry]);
    const first = catalogue.load(['late']);
    late.settle.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(catalogue.isPending('late')).toBe(true);
    const second = catalogue.load(['late']);
    late.settle.resolve();
    await second;
    expect(catalogue.get('late')).toBeDefined();
  });

  it('refuses a package that defines another element than the one catalogued, and a type installed twice', async () => {
    const impostor = deferred(element('other'));
    const catalogue = new ElementCatalogue([], [{ ...impostor.entry, id: 'late' }]);
    const loading = catalogue.load(['late']);
    impostor.settle.resolve();
    await expect(loading).rejects.toThrow(PluginDefinitionError);
    expect(catalogue.get('other')).toBeUndefined();

    expect(() => new ElementCatalogue([element('twice')], [deferred(element('twice')).entry])).toThrow('registered twice');
  });
});
