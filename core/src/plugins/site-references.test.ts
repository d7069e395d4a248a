import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findSiteReferences, mapSiteReferences, siteReference } from './site-references.ts';

const props = z.object({
  page: siteReference('page').nullable().default(null),
  lists: z.record(z.string(), z.object({ menu: siteReference('menu').optional() })).default({}),
  action: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('url'), url: z.string() }),
      z.object({ kind: z.literal('form'), form: siteReference('form') }),
    ])
    .default({ kind: 'url', url: '' }),
  offers: z.array(siteReference('product')).default([]),
  // A number that is not declared a reference, however it is named.
  pageId: z.number().default(0),
});

const value = props.parse({ page: 4, lists: { top: { menu: 7 } }, action: { kind: 'form', form: 9 }, offers: [2, 3], pageId: 5 });

describe('declared site references', () => {
  it('are found through wrappers, records and the union option the value has, with their paths', () => {
    expect(findSiteReferences(props, value)).toEqual([
      { kind: 'page', id: 4, path: ['page'] },
      { kind: 'menu', id: 7, path: ['lists', 'top', 'menu'] },
      { kind: 'form', id: 9, path: ['action', 'form'] },
      { kind: 'product', id: 2, path: ['offers', 0] },
      { kind: 'product', id: 3, path: ['offers', 1] },
    ]);
  });

  it('are moved to the ids given, cleared by null (leaving a list that holds no nulls), and leave what they do not name untouched', () => {
    const moved = mapSiteReferences(props, value, (kind, id) => (kind === 'page' || id === 2 ? null : id * 10));
    expect(moved).toEqual({ page: null, lists: { top: { menu: 70 } }, action: { kind: 'form', form: 90 }, offers: [30], pageId: 5 });
    expect(value.page).toBe(4);
  });

  it('answers the same props when nothing moves', () => {
    expect(mapSiteReferences(props, value, () => undefined)).toBe(value);
    expect(findSiteReferences(props, props.parse({}))).toEqual([]);
  });
});
