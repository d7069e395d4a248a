import { describe, expect, it } from 'vitest';
import { sameOriginAppPath } from './app-path.ts';

describe('sameOriginAppPath', () => {
  it('keeps a screen of the area, with its query, and resolves dot segments inside it', () => {
    expect(sameOriginAppPath('/agency/websites/1/integrations', '/agency/')).toBe('/agency/websites/1/integrations');
    expect(sameOriginAppPath('/agency/websites?page=2', '/agency/')).toBe('/agency/websites?page=2');
    expect(sameOriginAppPath('/agency/websites/1/../2/integrations', '/agency/')).toBe('/agency/websites/2/integrations');
  });

  it.each([
    ['dot segments that leave for another host', '/agency/..//evil.test'],
    ['encoded dot segments', '/agency/%2e%2e/%2fevil.test'],
    ['encoded dots and a slash', '/agency/%2E%2E%2F%2Fevil.test'],
    ['backslashes', '/agency/..\\\\evil.test'],
    ['a leading backslash', '/\\evil.test'],
    ['an encoded backslash', '/agency/..%5c%5cevil.test'],
    ['an encoded slash', '/%2fevil.test/agency/'],
    ['a twice encoded slash', '/agency/..%252f%252fevil.test'],
    ['an absolute address', 'https://evil.test/agency/'],
    ['a scheme-relative address', '//evil.test/agency/'],
    ['a script address', 'javascript:alert(1)'],
    ['a tab inside the slashes', '/\t/evil.test/agency/'],
    ['another area', '/admin/agencies'],
    ['a path out of the area', '/agency/../admin'],
    ['broken encoding', '/agency/%E0%A4%A'],
  ])('refuses %s', (_name, value) => {
    expect(sameOriginAppPath(value, '/agency/')).toBeUndefined();
  });
});
