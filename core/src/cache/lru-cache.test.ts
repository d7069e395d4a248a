import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entry past its entry limit', () => {
    const cache = new LruCache<number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps the total weight under its weight limit, and never keeps a value heavier than it', () => {
    const cache = new LruCache<string>({ maxEntries: 100, maxWeight: 10, weigh: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['yyyy', 'zzzz']);
    cache.set('d', 'w'.repeat(11));
    expect(cache.get('d')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replacing a value frees the old weight', () => {
    const cache = new LruCache<string>({ maxEntries: 100, maxWeight: 10, weigh: (value) => value.length });
    cache.set('a', 'xxxxxxxx');
    cache.set('a', 'xx');
    cache.set('b', 'yyyyyyyy');
    expect([cache.get('a'), cache.get('b')]).toEqual(['xx', 'yyyyyyyy']);
  });
});
