import { describe, expect, it } from 'vitest';
import { contentFingerprint } from './content-fingerprint.ts';

describe('contentFingerprint', () => {
  it('is the same for the same content, whatever the order of keys, entries and members', () => {
    const a = { pagePaths: new Map([[1, '/'], [2, '/about']]), forms: [{ id: 3, name: 'Contact' }], tags: new Set(['a', 'b']) };
    const b = { tags: new Set(['b', 'a']), forms: [{ name: 'Contact', id: 3 }], pagePaths: new Map([[2, '/about'], [1, '/']]) };
    expect(contentFingerprint(a)).toBe(contentFingerprint(b));
  });

  it('changes with any value, key or type inside', () => {
    const base = contentFingerprint({ pagePaths: new Map([[1, '/'], [2, '/about']]) });
    for (const other of [
      { pagePaths: new Map([[1, '/'], [2, '/about-us']]) },
      { pagePaths: new Map([[1, '/'], [3, '/about']]) },
      { pagePaths: new Map<number | string, string>([[1, '/'], ['2', '/about']]) },
      { pagePaths: new Map([[1, '/']]) },
      { pagePaths: { 1: '/', 2: '/about' } },
      { pagePaths: new Map([[1, '/'], [2, '/about']]), menus: [] },
    ]) {
      expect(contentFingerprint(other)).not.toBe(base);
    }
    expect(contentFingerprint([1, 2])).not.toBe(contentFingerprint([2, 1]));
  });

  it('has none for something whose content it cannot read', () => {
    expect(contentFingerprint({ pageHref: () => '/' })).toBeUndefined();
    expect(contentFingerprint({ when: new Date(0) })).toBeUndefined();
    expect(contentFingerprint(new Map([[1, [() => 1]]]))).toBeUndefined();
  });
});
